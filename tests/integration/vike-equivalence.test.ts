/**
 * The build engine renders pages itself and puts in the tags Vike injects
 * (src/prerender/frames.ts). Every page it writes must be exactly what Vike's
 * own renderPage() answers for the same URL from the same server build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { writeSnapshot } from '../../content-client/snapshot.ts';
import { buildSite } from '../../engine/build.ts';
import { readReleaseState } from '../../engine/release-state.ts';
import { outputPaths } from '../../src/prerender/output-paths.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';

let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vike-equivalence-'));
  await seedAppBundles(join(dir, 'dist'));
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
      SITE_DIST_DIR: join(dir, 'dist'),
    });
    await import(/* @vite-ignore */ pathToFileURL(join(dir, 'dist', 'app', 'server', 'entry.mjs')).href);
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

  it('are the same when the workers take the frames kept beside the server build, and a stale file is not used', async () => {
    const framesFile = join(dir, 'dist', 'app', 'server', 'engine-frames.json');
    // The first build's workers asked Vike and kept what it injected.
    const kept = JSON.parse(readFileSync(framesFile, 'utf8')) as { digest: string; frames: Record<string, { headStart: string }> };
    expect(kept.frames.ja?.headStart).toContain('<link rel="stylesheet"');
    const pages = async () => {
      const release = join(dir, 'dist', 'current');
      const state = await readReleaseState(release);
      if (!state) throw new Error('no release state');
      return new Map([...state.urls.keys()].map((url) => [url, readFileSync(join(release, 'client', outputPaths(url).html), 'utf8')]));
    };
    const build = () =>
      buildSite({
        distDir: join(dir, 'dist'),
        snapshotDir: join(dir, 'snapshot'),
        siteOrigin: 'https://www.example.test',
        full: true,
        spare: false,
        log: () => {},
      });
    // Build ids differ between builds (in every payload link): compare with them taken out.
    const withoutBuildId = (all: Map<string, string>) => {
      const { buildId } = JSON.parse(readFileSync(join(dir, 'dist', 'current', 'release-state.json'), 'utf8')) as { buildId: string };
      return new Map([...all].map(([url, html]) => [url, html.replaceAll(buildId, 'BUILD')]));
    };
    const first = withoutBuildId(await pages());

    await build(); // workers read the kept frames
    expect(withoutBuildId(await pages())).toEqual(first);

    await writeFile(
      framesFile,
      JSON.stringify({
        digest: 'another-build',
        frames: { ja: { headStart: '<!--stale-->', bodyEnd: '' }, en: { headStart: '<!--stale-->', bodyEnd: '' } },
      }),
    );
    await build(); // the digest does not match this server build: Vike is asked again
    expect(withoutBuildId(await pages())).toEqual(first);
    expect(JSON.parse(readFileSync(framesFile, 'utf8'))).toEqual(kept);
  }, 120_000);
});
