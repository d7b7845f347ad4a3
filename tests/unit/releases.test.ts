/**
 * Release primitives on a temp dist dir: listing, the atomic switch and its
 * compat links, the history, pruning and rollback; pinned releases (being
 * indexed) neither pruned nor recycled into the next build's spare.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lstat, mkdir, mkdtemp, readFile, readdir, readlink, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeReleaseState, type ReleaseState } from '../../engine/release-state.ts';
import { prepareSpare } from '../../engine/spare.ts';
import {
  isPinned,
  pinRelease,
  listReleases,
  liveReleaseId,
  newReleaseId,
  pruneReleases,
  releaseDir,
  releasesDir,
  ReleaseError,
  rollbackRelease,
  switchRelease,
} from '../../engine/releases.ts';
import { writeRelease } from '../helpers/release-fixtures.ts';

let dist: string;
const ids = (n: number) => Array.from({ length: n }, (_, i) => newReleaseId(1_750_000_000_000 + i * 60_000));

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'releases-'));
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('release ids', () => {
  it('sort chronologically as strings and are distinct within a millisecond', () => {
    const times = [0, 35, 36, 1_700_000_000_000, 1_800_000_000_000];
    const made = times.map((t) => newReleaseId(t));
    expect(made.every((id) => /^[0-9a-z]{9}-[0-9a-f]{8}$/.test(id))).toBe(true);
    expect([...made].reverse().sort()).toEqual(made);
    expect(newReleaseId(5)).not.toBe(newReleaseId(5));
  });

  it('refuses ids that would leave the releases dir', () => {
    for (const bad of ['../x', 'a/b', '.partial', 'x.partial', '']) expect(() => releaseDir(dist, bad)).toThrow(ReleaseError);
  });
});

describe('listReleases', () => {
  it('lists complete releases oldest first, leaving out partial and damaged ones', async () => {
    expect(await listReleases(dist)).toEqual([]);
    const [a, b, c, d] = ids(4) as [string, string, string, string];
    for (const id of [c, a, b]) await writeRelease(dist, id);
    await mkdir(join(releasesDir(dist), `${d}.partial`, 'client'), { recursive: true });
    await mkdir(join(releaseDir(dist, d), 'client'), { recursive: true }); // no server-routes.json
    await writeFile(join(releasesDir(dist), 'history.jsonl'), '');
    expect(await listReleases(dist)).toEqual([a, b, c]);
  });
});

describe('switchRelease', () => {
  it('points current and the compat links at the release with relative links, and logs it', async () => {
    const [a, b] = ids(2) as [string, string];
    await writeRelease(dist, a);
    await writeRelease(dist, b);
    expect(await liveReleaseId(dist)).toBeUndefined();
    await switchRelease(dist, a);
    await switchRelease(dist, b, 'publish');
    expect(await liveReleaseId(dist)).toBe(b);
    expect(await readlink(join(dist, 'current'))).toBe(`releases/${b}`);
    expect(await readlink(join(dist, 'client'))).toBe('current/client');
    expect(await readlink(join(dist, 'server-routes.json'))).toBe('current/server-routes.json');
    expect(await readFile(join(dist, 'client/index.html'), 'utf8')).toContain(b);
    expect(JSON.parse(await readFile(join(dist, 'server-routes.json'), 'utf8'))).toMatchObject({ buildId: b });
    const history = (await readFile(join(releasesDir(dist), 'history.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as unknown);
    expect(history).toMatchObject([
      { id: a, reason: 'build' },
      { id: b, reason: 'publish' },
    ]);
    expect(Number.isNaN(Date.parse((history[1] as { at: string }).at))).toBe(false);
    // No temporary link is left beside current.
    expect((await readdir(dist)).sort()).toEqual(['client', 'current', 'releases', 'server-routes.json']);
  });

  it('replaces a legacy client directory and server-routes.json file', async () => {
    await mkdir(join(dist, 'client'), { recursive: true });
    await writeFile(join(dist, 'client/index.html'), 'legacy');
    await writeFile(join(dist, 'server-routes.json'), '{}');
    const [a] = ids(1) as [string];
    await writeRelease(dist, a);
    await switchRelease(dist, a);
    expect((await lstat(join(dist, 'client'))).isSymbolicLink()).toBe(true);
    expect((await lstat(join(dist, 'server-routes.json'))).isSymbolicLink()).toBe(true);
    expect(await readFile(join(dist, 'client/index.html'), 'utf8')).toContain(a);
    expect((await readdir(dist)).sort()).toEqual(['client', 'current', 'releases', 'server-routes.json']);
  });

  it('refuses an incomplete release and leaves the live one alone', async () => {
    const [a, b] = ids(2) as [string, string];
    await writeRelease(dist, a);
    await switchRelease(dist, a);
    await mkdir(join(releaseDir(dist, b), 'client'), { recursive: true });
    await expect(switchRelease(dist, b)).rejects.toThrow(/not complete/);
    expect(await liveReleaseId(dist)).toBe(a);
  });

  it('replaces current atomically: a reader never finds it missing', async () => {
    const [a, b] = ids(2) as [string, string];
    await writeRelease(dist, a);
    await writeRelease(dist, b);
    await switchRelease(dist, a);
    let switching = true;
    let reads = 0;
    const reader = (async () => {
      // Rejects (ENOENT) if the link were ever removed and re-created instead of renamed over.
      while (switching && reads < 1_000_000) {
        expect([a, b]).toContain(await liveReleaseId(dist));
        reads += 1;
      }
    })();
    for (let i = 0; i < 200; i += 1) await switchRelease(dist, i % 2 ? a : b);
    switching = false;
    await reader;
    expect(reads).toBeGreaterThan(10);
  });
});

describe('pruneReleases', () => {
  it('keeps the newest, the live one and the one before it; deletes stale partials only', async () => {
    const all = ids(8);
    for (const id of all) await writeRelease(dist, id);
    await switchRelease(dist, all[1] as string); // live is old, e.g. after rollbacks
    const old = `${newReleaseId(Date.now() - 3 * 3_600_000)}.partial`;
    const fresh = `${newReleaseId()}.partial`;
    for (const name of [old, fresh]) await mkdir(join(releasesDir(dist), name, 'client'), { recursive: true });
    const hoursAgo = new Date(Date.now() - 2 * 3_600_000);
    await utimes(join(releasesDir(dist), old), hoursAgo, hoursAgo);

    const removed = await pruneReleases(dist, 3);
    expect(removed.sort()).toEqual([...all.slice(2, 7), old].sort());
    expect(await listReleases(dist)).toEqual([all[0], all[1], all[7]]);
    expect(await readdir(releasesDir(dist))).toContain(fresh);
    expect(await liveReleaseId(dist)).toBe(all[1]);
  });

  it('never removes the live and previous release, even with keep 0', async () => {
    const all = ids(4);
    for (const id of all) await writeRelease(dist, id);
    await switchRelease(dist, all[3] as string);
    await pruneReleases(dist, 0);
    expect(await listReleases(dist)).toEqual([all[2], all[3]]);
  });
});

describe('pinned releases', () => {
  const state = (id: string): ReleaseState => ({
    codeVersion: 'v1',
    appVersion: 'a1',
    buildId: id,
    generation: 1,
    appFiles: [],
    carriedFiles: [],
    siteFiles: [],
    urls: new Map([['/', { sig: 's', flags: 1, build: id }]]),
  });
  const writeWithState = async (id: string) => writeReleaseState(await writeRelease(dist, id), state(id));

  it('are not pruned while pinned, and are once unpinned', async () => {
    const all = ids(5);
    for (const id of all) await writeRelease(dist, id);
    await switchRelease(dist, all[4] as string);
    const unpin = pinRelease(dist, all[0] as string);
    const again = pinRelease(dist, all[0] as string); // pins are counted
    expect(isPinned(dist, all[0] as string)).toBe(true);
    expect((await pruneReleases(dist, 2)).sort()).toEqual(all.slice(1, 3).sort());
    unpin();
    unpin(); // a second call does nothing
    expect(isPinned(dist, all[0] as string)).toBe(true);
    again();
    expect(isPinned(dist, all[0] as string)).toBe(false);
    expect(await pruneReleases(dist, 2)).toEqual([all[0]]);
  });

  it('are not recycled into the spare: the next oldest of the same code is', async () => {
    const all = ids(7);
    for (const id of all) await writeWithState(id);
    const live = all[6] as string;
    await switchRelease(dist, live);
    const unpin = pinRelease(dist, all[0] as string);
    expect(await prepareSpare(dist, live, state(live))).toBe('recycled');
    expect(await listReleases(dist)).toEqual([all[0], ...all.slice(2)]);
    unpin();
    expect(await prepareSpare(dist, live, state(live))).toBe('recycled');
    expect(await listReleases(dist)).toEqual(all.slice(2));
  });
});

describe('rollbackRelease', () => {
  it('goes back one complete release at a time, then refuses', async () => {
    const [a, b, c] = ids(3) as [string, string, string];
    for (const id of [a, b, c]) await writeRelease(dist, id);
    await switchRelease(dist, c);
    expect(await rollbackRelease(dist)).toEqual({ from: c, to: b });
    expect(await liveReleaseId(dist)).toBe(b);
    expect(await rollbackRelease(dist)).toEqual({ from: b, to: a });
    await expect(rollbackRelease(dist)).rejects.toThrow(ReleaseError);
    await expect(rollbackRelease(dist)).rejects.toThrow(/nothing to roll back to/);
    expect(await liveReleaseId(dist)).toBe(a);
    const last = (await readFile(join(releasesDir(dist), 'history.jsonl'), 'utf8')).trim().split('\n').at(-1) ?? '';
    expect(JSON.parse(last)).toMatchObject({ id: a, reason: 'rollback' });
  });

  it('refuses when no release is live', async () => {
    await expect(rollbackRelease(dist)).rejects.toThrow(/No live release/);
  });
});
