/**
 * The site server against a small built site in a temp directory: statuses,
 * redirects, shells, path safety, cache headers and precompressed bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteServer } from '../../server/site-server.ts';
import { compressTree } from '../../engine/compress.ts';
import { writeLiveRelease } from '../helpers/release-fixtures.ts';

let dir: string;
let server: Server;
let port: number;

const files: Record<string, string> = {
  'client/index.html': '<!doctype html><title>ホーム</title>' + 'x'.repeat(2000),
  'client/news/index.html': '<!doctype html><title>ニュース</title>',
  'client/404.html': '<!doctype html><html lang="ja"><title>404</title><h1>This page could not be found</h1>',
  'client/en/404.html': '<!doctype html><html lang="en"><title>404</title><h1>This page could not be found</h1>',
  'client/assets/app-abc123.js': 'console.log("app");'.repeat(100),
  'client/_data/news.json': '{"buildId":"b","data":{}}',
  'client/qparc/2025/apply/_/index.html': '<!doctype html><title>完了</title>',
  'client/cms-assets/pic.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'client/cms-assets/pic.0a1b2c3d.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'client/empty-dir/.keep': '',
  'secret.txt': 'outside the web root',
  'server-routes.json': JSON.stringify({
    buildId: 'b',
    redirects: { '/news/posts': '/news', '/news/page/1': '/news' },
    shells: { '/qparc/2025/apply/': '/qparc/2025/apply/_' },
    csp: "default-src 'self'; frame-ancestors 'none'",
  }),
};

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-server-'));
  await writeLiveRelease(dir, files);
  await compressTree(join(dir, 'client'));
  server = await createSiteServer({ distDir: dir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('site server', () => {
  it('serves pre-rendered pages with 200 and revalidated HTML', async () => {
    const res = await get('/news');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.body.toString()).toContain('ニュース');
  });

  it('answers an unknown path with the 404 page and status 404, per language', async () => {
    const ja = await get('/no/such/page');
    expect(ja.status).toBe(404);
    expect(ja.body.toString()).toContain('lang="ja"');
    const en = await get('/en/no/such/page');
    expect(en.status).toBe(404);
    expect(en.body.toString()).toContain('lang="en"');
  });

  it('never lists a directory', async () => {
    expect((await get('/empty-dir')).status).toBe(404);
    expect((await get('/assets')).status).toBe(404);
  });

  it('refuses path traversal, encoded or not', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%2e%2e%5csecret.txt', '/a%00b']) {
      const res = await get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.body.toString(), path).not.toContain('outside the web root');
    }
  });

  it('answers a malformed escape with 400', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });

  it('marks hashed assets immutable', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The embedded content's images are named by their content too; a name without a hash is revalidated hourly.
    expect((await get('/cms-assets/pic.0a1b2c3d.svg')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/cms-assets/pic.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends brotli or gzip when accepted, with Vary', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const none = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toContain('console.log');
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get('/');
    const etag = String(first.headers.etag);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);
  });

  it('redirects permanently: listed redirects and trailing slashes', async () => {
    const posts = await get('/news/posts');
    expect(posts.status).toBe(308);
    expect(posts.headers.location).toBe('/news');
    const slash = await get('/news/?a=1');
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe('/news?a=1');
  });

  it('serves the QPARC completion shell for any token, but not for deeper paths', async () => {
    const res = await get('/qparc/2025/apply/Zx81-token_value');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('完了');
    expect((await get('/qparc/2025/apply/a/b')).status).toBe(404);
  });

  it('allows only GET and HEAD', async () => {
    expect((await get('/news', {}, 'DELETE')).status).toBe(405);
    const head = await get('/news', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it('sends the build’s Content-Security-Policy with pages, reporting to the server, and a deny-all policy with everything else', async () => {
    const page = "default-src 'self'; frame-ancestors 'none'; report-uri /api/csp-report; report-to csp";
    expect((await get('/news')).headers['content-security-policy']).toBe(page);
    expect((await get('/no/such/page')).headers['content-security-policy']).toBe(page);
    const none = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
    expect((await get('/assets/app-abc123.js')).headers['content-security-policy']).toBe(none);
    expect((await get('/cms-assets/pic.svg')).headers['content-security-policy']).toBe(none);
    expect((await get('/news/')).headers['content-security-policy']).toBe(none);
  });

  it('sends security headers', async () => {
    const res = await get('/');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
