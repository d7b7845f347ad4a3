/**
 * Pruning the search indexes after a publish: what no release needs goes, and
 * a partial index goes only when its run is over. A new base is built in the
 * background from an older release than those published meanwhile: the
 * publishes' pruning must not delete it while it is written (at 10,000 news a
 * deploy's new base never got built while publishes went on).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newReleaseId, switchRelease } from '../../engine/releases.ts';
import { PARTIAL_MAX_AGE_MS, pruneSearchIndexes, searchDir } from '../../engine/search-store.ts';
import { writeRelease } from '../helpers/release-fixtures.ts';

let dist: string;
const [r1, r2, r3] = [0, 1, 2].map((i) => newReleaseId(1_750_000_000_000 + i * 60_000)) as [string, string, string];
const crashed = `base-${newReleaseId(1_740_000_000_000)}`;

/** A complete index of `id`, made on `base` when given (its search.json says so). */
async function index(name: string, base?: string): Promise<void> {
  await mkdir(join(searchDir(dist), name), { recursive: true });
  await writeFile(join(searchDir(dist), name, 'pagefind-entry.json'), '{}');
  if (base) await writeFile(join(searchDir(dist), name, 'search.json'), JSON.stringify({ version: 1, base, delta: [], hidden: {} }));
}

/** A partial index whose last shard was written `ageMs` ago. */
async function partial(name: string, ageMs: number): Promise<void> {
  const shards = join(searchDir(dist), `${name}.partial`, '.shards', 'ja-0000');
  await mkdir(shards, { recursive: true });
  const at = new Date(Date.now() - ageMs);
  for (const dir of [shards, join(shards, '..'), join(shards, '..', '..')]) await utimes(dir, at, at);
}

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'search-prune-'));
  for (const id of [r1, r2, r3]) await writeRelease(dist, id);
  await switchRelease(dist, r3);
});
afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('pruneSearchIndexes', () => {
  it('keeps a base being written for an older release, and a delta partial being written; deletes a crashed run’s', async () => {
    await index(`base-${r1}`);
    await index(r3, `base-${r1}`);
    await partial(`base-${r2}`, 30_000); // the background base of r2, written to half a minute ago
    await partial(r1, 60_000); // another process's delta of an older release, still going
    await partial(crashed, PARTIAL_MAX_AGE_MS + 60_000); // crashed long ago
    await index('0000000zz-00000000'); // the index of a release that is gone

    const pruned = await pruneSearchIndexes(dist, r3, undefined);
    expect(pruned.sort()).toEqual([`${crashed}.partial`, '0000000zz-00000000'].sort());
    expect((await readdir(searchDir(dist))).sort()).toEqual([`${r1}.partial`, `base-${r1}`, `base-${r2}.partial`, r3].sort());
  });
});
