/**
 * The build engine renders pages itself and puts in the tags Vike injects
 * (src/prerender/frames.ts). Every page it writes must be exactly what Vike's
 * own renderPage() answers for the same URL from the same server build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSnapshot } from '../../content-client/snapshot.ts';
import { buildSite } from '../../engine/build.ts';
import { readReleaseState } from '../../engine/release-state.ts';
import { outputPaths } from '../../src/prerender/output-paths.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vike-equivalence-'));
  await writeSnapshot(
    join(dir, 'snapshot'),
    makeSnapshot({
      news: specs(12, [
        { category: 'press', year: 2025, english: true },
        { category: 'event', year: 2024 },
      ]),
      cases: specs(3, [{ category: 'chemistry', year: 2025, english: true }]),
      publications: specs(4, [{ category: 'paper', year: 2024, english: true }]),
    }),
  );
  await buildSite({
    distDir: join(dir, 'dist'),
    snapshotDir: join(dir, 'snapshot'),
    siteOrigin: 'https://www.example.test',
    spare: false,
    log: () => {},
  });
}, 120_000);

afterAll(async () => {
  process.env = saved;
  await rm(dir, { recursive: true, force: true });
});

describe('pages written by the build engine', () => {
  it('are byte-identical to Vike renderPage() for every page and both 404 pages', async () => {
    const release = join(dir, 'dist', 'current');
    const state = await readReleaseState(release);
    if (!state) throw new Error('no release state');
    // What the server build reads: the same snapshot, build id and origin as the engine's workers.
    Object.assign(process.env, {
      CONTENT_SNAPSHOT_DIR: join(dir, 'snapshot'),
      BUILD_ID: state.buildId,
      SITE_ORIGIN: 'https://www.example.test',
      SITE_APP_DIR: resolve('dist/app'),
    });
    await import(/* @vite-ignore */ pathToFileURL(resolve('dist/app/server/entry.mjs')).href);
    const { renderPage } = await import('vike/server');
    const { redirects } = JSON.parse(readFileSync(join(release, 'server-routes.json'), 'utf8')) as { redirects: Record<string, string> };
    const different: string[] = [];
    let compared = 0;
    for (const url of state.urls.keys()) {
      if (redirects[url]) continue; // redirect stubs carry no app tags on purpose
      const probe = url === '404:ja' ? '/no-such-page' : url === '404:en' ? '/en/no-such-page' : url;
      const vike = (await renderPage({ urlOriginal: probe })).httpResponse?.body;
      const ours = readFileSync(join(release, 'client', outputPaths(url).html), 'utf8');
      compared += 1;
      if (vike !== ours) different.push(url);
    }
    expect(compared).toBeGreaterThan(100);
    expect(different).toEqual([]);
  }, 120_000);
});
