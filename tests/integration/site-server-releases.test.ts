/**
 * The site server on the release layout: it follows a switch of
 * `dist/current` without a restart (pages, redirects, CSP), keeps serving
 * the last good release when the link dangles, does not serve the layout
 * before releases, and never fails or mixes releases while switches race requests.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lstat, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { switchRelease } from '../../engine/releases.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { compressTree } from '../../engine/compress.ts';
import { writeRelease, type ReleaseFixture } from '../helpers/release-fixtures.ts';
import { captureLog } from '../helpers/log-capture.ts';

const A = '0000000aa-aaaaaaaa';
const B = '0000000bb-bbbbbbbb';

const site = (id: string): ReleaseFixture => ({
  client: {
    'index.html': `<!doctype html><title>${id}</title>` + 'x'.repeat(1000),
    'news/index.html': `<!doctype html><title>news ${id}</title>`,
    '404.html': `<!doctype html><title>404 ${id}</title>`,
    'assets/app.js': `console.log(${JSON.stringify(id)});`.repeat(50),
  },
  routes: { csp: `default-src 'self'; sandbox ${id}`, redirects: id === B ? { '/only-b': '/news' } : {} },
});

let dist: string;
let server: Server | undefined;
const agent = new Agent({ keepAlive: true, maxSockets: 50 });

interface Answer {
  status: number;
  csp: string | undefined;
  location: string | undefined;
  body: string;
}

/** Warnings and errors only: what the server reports besides its request lines. */
const log = captureLog('warn');
const warnings = () => log.lines.map((line) => `${line.event}: ${line.msg}`);

async function start(): Promise<number> {
  log.clear();
  server = await createSiteServer({ distDir: dist, logger: log.logger });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const csp = res.headers['content-security-policy'];
        const raw = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
        resolve({
          status: res.statusCode ?? 0,
          csp: typeof csp === 'string' ? csp : undefined,
          location: res.headers.location,
          body: body.toString(),
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'site-releases-'));
  for (const id of [A, B]) {
    await writeRelease(dist, id, site(id));
    await compressTree(join(dist, 'releases', id, 'client'));
  }
});

afterEach(async () => {
  if (server) await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  await rm(dist, { recursive: true, force: true });
});

describe('site server on releases', () => {
  it('follows a switch without a restart: pages, redirects and CSP', async () => {
    await switchRelease(dist, A);
    const port = await start();
    const before = await get(port, '/');
    expect(before.body).toContain(A);
    expect(before.csp).toContain(A);
    expect((await get(port, '/only-b')).status).toBe(404);

    await switchRelease(dist, B);
    const after = await get(port, '/');
    expect(after.status).toBe(200);
    expect(after.body).toContain(B);
    expect(after.csp).toBe(`default-src 'self'; sandbox ${B}; report-uri /api/csp-report; report-to csp`);
    const redirect = await get(port, '/only-b?x=1');
    expect(redirect.status).toBe(308);
    expect(redirect.location).toBe('/news?x=1');
    expect((await get(port, '/nope')).body).toContain(`404 ${B}`);
  });

  it('keeps serving the last good release when current dangles', async () => {
    await switchRelease(dist, A);
    const port = await start();
    expect((await get(port, '/news')).body).toContain(A);
    await symlink('releases/0000000zz-gone', join(dist, 'current.tmp'));
    await rename(join(dist, 'current.tmp'), join(dist, 'current'));
    const res = await get(port, '/news');
    expect(res.status).toBe(200);
    expect(res.body).toContain(A);
    expect(warnings()).toEqual([
      expect.stringMatching(/^live-release: live release releases\/0000000zz-gone unreadable .*still serving 0000000aa/),
    ]);
    await switchRelease(dist, B);
    expect((await get(port, '/news')).body).toContain(B);
  });

  it('does not serve a dist dir of the layout before releases, and the first release replaces it', async () => {
    await mkdir(join(dist, 'client'), { recursive: true });
    await writeFile(join(dist, 'client/index.html'), '<!doctype html><title>old layout</title>');
    await writeFile(join(dist, 'server-routes.json'), JSON.stringify({ buildId: 'old', redirects: {}, shells: {} }));
    await expect(start()).rejects.toThrow(/No live release in .*run `npm run build`/);
    await switchRelease(dist, A);
    const port = await start();
    expect((await get(port, '/')).body).toContain(A);
    expect((await lstat(join(dist, 'client'))).isSymbolicLink()).toBe(true);
  });

  it('answers only 200s from one release per response while switches race 50 clients', async () => {
    await switchRelease(dist, A);
    const port = await start();
    let switching = true;
    let switches = 0;
    const switcher = (async () => {
      // Two seconds of switching and at least a dozen switches (a loaded machine switches more slowly), within 20 s.
      const until = Date.now() + 2_000;
      const limit = Date.now() + 20_000;
      while ((Date.now() < until || switches < 12) && Date.now() < limit) await switchRelease(dist, switches++ % 2 ? A : B);
      switching = false;
    })();
    const seen = new Set<string>();
    const failures: string[] = [];
    const paths = ['/', '/news', '/assets/app.js'];
    const client = async (n: number) => {
      for (let i = 0; switching && i < 10_000; i += 1) {
        const path = paths[(n + i) % paths.length] as string;
        const res = await get(port, path, { 'accept-encoding': n % 2 ? 'br, gzip' : 'identity' });
        const id = res.body.includes(B) ? B : A;
        if (res.status !== 200) failures.push(`${path} ${res.status}`);
        // The body and the CSP header (from server-routes.json) come from the same release.
        else if (path !== '/assets/app.js' && !res.csp?.includes(`sandbox ${id};`)) failures.push(`${path} mixed ${res.csp} / ${id}`);
        seen.add(id);
      }
    };
    await Promise.all([switcher, ...Array.from({ length: 50 }, (_, n) => client(n))]);
    expect(failures.slice(0, 5)).toEqual([]);
    expect(warnings()).toEqual([]); // the link was never seen missing: no fallback needed
    expect(switches).toBeGreaterThan(10);
    expect([...seen].sort()).toEqual([A, B]);
  }, 60_000);
});
