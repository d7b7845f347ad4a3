/**
 * `npm start` brings the build up to date before serving: after SITE_ORIGIN
 * changes, the pages it serves carry the new canonical origin. Site search
 * follows once the release's index is built, by one indexer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'start-command-'));
  await seedAppBundles(join(dir, 'dist'));
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs `npm start`'s script until the server is ready; resolves with the process and its port. */
async function start(origin: string): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      SITE_ORIGIN: origin,
      SITE_DIST_DIR: join(dir, 'dist'),
      CONTENT_SNAPSHOT_DIR: join(dir, 'snapshot'),
      DATA_DIR: join(dir, 'data'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so the server it starts is stopped with it
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not get ready:\n${output}`)), 120_000);
    child.stdout?.on('data', () => {
      if (output.includes('Site ready on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  return { child, port, output: () => output };
}

/** SIGTERM to the start script's process alone, as a container runtime sends it to PID 1: the server must go too. */
async function stop(child: ChildProcess, port: number): Promise<void> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (child.pid) process.kill(child.pid, 'SIGTERM');
  try {
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow(); // nothing listens any more
  } finally {
    // Whatever is left of its process group (a server that outlived it, if the test failed); none when it passed.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is gone
    }
  }
}

const canonical = async (port: number, path: string) => {
  const html = await (await fetch(`http://127.0.0.1:${port}${path}`)).text();
  return /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
};

describe('npm start', () => {
  it('rebuilds when SITE_ORIGIN changes, and not when nothing changed', async () => {
    const a = await start('https://a.example');
    try {
      expect(await canonical(a.port, '/about')).toBe('https://a.example/about');
      // Search follows the pages: the index of the new release, built once.
      await expect
        .poll(async () => (await fetch(`http://127.0.0.1:${a.port}/pagefind/pagefind-entry.json`)).status, { timeout: 90_000 })
        .toBe(200);
      const release = /build: release (\S+):/.exec(a.output())?.[1];
      expect(release).toBeDefined();
      // The server's log (JSON lines, server/logger.ts): the search indexer's outcomes for this release.
      const outcomes = () =>
        a
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { event?: string; release?: string; msg: string })
          .filter((line) => line.event === 'search-index' && line.release === release)
          .map((line) => line.msg);
      await expect.poll(() => outcomes().length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(outcomes()).toEqual([expect.stringMatching(new RegExp(`^search index ${release}: ja \\d+, en \\d+ pages`))]);
    } finally {
      await stop(a.child, a.port);
    }
    const b = await start('https://b.example');
    try {
      expect(await canonical(b.port, '/about')).toBe('https://b.example/about');
      expect(await canonical(b.port, '/en/news')).toBe('https://b.example/en/news');
      expect(b.output()).toMatch(/build: release \S+: \d+ URLs rendered/);
    } finally {
      await stop(b.child, b.port);
    }
    const again = await start('https://b.example');
    try {
      expect(again.output()).toMatch(/build: no change/);
      expect(await canonical(again.port, '/about')).toBe('https://b.example/about');
    } finally {
      await stop(again.child, again.port);
    }
  }, 240_000);
});
