/**
 * The shipped nginx configuration (deploy/nginx/) in front of the real site
 * server (server/main.ts with TRUST_PROXY=loopback), over TLS with a
 * self-signed certificate: pages, hashed assets nginx serves from disk with
 * the headers the server would give them, 404s, redirects, a form post with
 * the visitor's address, the signed webhook and the body limits. nginx is
 * Debian's, installed when missing (tests/helpers/nginx.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { freePort } from '../../scripts/lib/free-port.ts';
import { DB_FILE } from '../../server/intake/db.ts';
import { nginxClient, type Answer, type NginxClient } from '../helpers/nginx-client.ts';
import { ensureNginx, selfSignedCertificate, startNginx, stopNginx, type RunningNginx } from '../helpers/nginx.ts';
import { prepareSite, sign, startServer, stopServer, webhookBody, type RunningServer, type Site } from '../helpers/publish-site.ts';
import { call, validContact } from './forms-fixtures.ts';

const HOST = 'www.example.test';
const SECURITY_HEADERS = [
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'content-security-policy',
  'reporting-endpoints',
  'strict-transport-security',
];

let site: Site;
let server: RunningServer;
let nginx: RunningNginx;
let client: NginxClient;
let httpsPort: number;
let httpPort: number;

beforeAll(async () => {
  await ensureNginx();
  site = await prepareSite();
  server = await startServer(site, { TRUST_PROXY: 'loopback', FORM_RATE_LIMIT: '2/600' });
  const dir = join(site.root, 'nginx');
  await mkdir(dir);
  const ca = await selfSignedCertificate(dir, HOST);
  [httpsPort, httpPort] = [await freePort(), await freePort()];
  nginx = await startNginx({ dir, host: HOST, httpsPort, httpPort, upstreamPort: server.port, distDir: site.distDir });
  client = nginxClient({ host: HOST, port: httpsPort, ca, accessLog: nginx.accessLog });
}, 300_000);

afterAll(async () => {
  if (nginx) await stopNginx(nginx);
  if (server) await stopServer(server);
  if (site) await rm(site.root, { recursive: true, force: true });
});

const viaNginx: NginxClient['request'] = (path, options) => client.request(path, options);
const probe = (path: string) => client.probe(path);
const answeredBy: NginxClient['answeredBy'] = (method, uri) => client.answeredBy(method, uri);

const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;

describe('nginx in front of the site server (deploy/nginx/aonami-site.conf)', () => {
  it('proxies pages with the release’s Content-Security-Policy and the security headers, once each', async () => {
    for (const path of ['/', '/en']) {
      const uri = probe(path);
      const [res, own] = [await viaNginx(uri), await call(server.port, 'GET', path)];
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'.*'sha256-/);
      for (const name of SECURITY_HEADERS) expect(res.headers[name], name).toBe(own.headers[name]);
      expect(await answeredBy('GET', uri)).toBe('server');
    }
  });

  it('serves hashed assets from disk itself: precompressed, immutable, with the headers the server gives them', async () => {
    const html = (await viaNginx('/en')).body.toString();
    const assets = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:js|css|woff2))"/g)].map((m) => m[1] ?? '');
    const pick = (ext: string) => assets.find((a) => a.endsWith(ext));
    expect([pick('.js'), pick('.css'), pick('.woff2')]).not.toContain(undefined);
    for (const path of [pick('.js'), pick('.css'), pick('.woff2')] as string[]) {
      for (const accept of ['br', 'gzip', 'gzip, deflate, br, zstd', 'identity']) {
        const headers = { 'accept-encoding': accept };
        const uri = probe(path);
        const [res, own] = [await viaNginx(uri, { headers }), await call(server.port, 'GET', path, { headers })];
        expect(res.status, path).toBe(200);
        expect(await answeredBy('GET', uri)).toBe('nginx');
        expect(res.headers['x-request-id']).toBeUndefined(); // the server sets one on every answer
        // Vary where there are variants to choose from (the server also sends it for a font, which has none).
        const negotiated = path.endsWith('.woff2') ? [] : ['vary'];
        for (const name of [...SECURITY_HEADERS, 'content-type', 'cache-control', 'content-encoding', ...negotiated])
          expect(res.headers[name], `${path} (${accept}): ${name}`).toBe(own.headers[name]);
        expect(decoded(res).equals(decoded(own)), `${path} (${accept}) body`).toBe(true);
      }
    }
    expect((await viaNginx(pick('.js') ?? '', { headers: { 'accept-encoding': 'br' } })).headers['content-encoding']).toBe('br');
  });

  it('leaves to the server what is not a file under /assets/: a missing asset, a .br name, a POST', async () => {
    const js = /src="(\/assets\/[^"]+\.js)"/.exec((await viaNginx('/')).body.toString())?.[1] ?? '';
    for (const path of [probe('/assets/no-such-file.js'), probe(`${js}.br`)]) {
      const res = await viaNginx(path);
      expect([res.status, res.headers['content-type']], path).toEqual([404, 'text/html; charset=utf-8']);
      expect(await answeredBy('GET', path)).toBe('server');
    }
    const uri = probe(js);
    const post = await viaNginx(uri, { method: 'POST', body: 'x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([post.status, post.headers.allow]).toEqual([405, 'GET, HEAD']);
    expect(await answeredBy('POST', uri)).toBe('server');
  });

  it('passes the 404 page with status 404 and the 308 redirects through', async () => {
    const ja = await viaNginx('/no-such-page');
    const en = await viaNginx('/en/no-such-page');
    expect([ja.status, en.status]).toEqual([404, 404]);
    expect(en.body.toString()).toContain('<html lang="en"');
    expect(ja.headers['content-security-policy']).toMatch(/'sha256-/);
    for (const [path, to] of [
      ['/news/', '/news'],
      ['/news/page/1', '/news'],
    ]) {
      const res = await viaNginx(path ?? '');
      expect([res.status, res.headers.location], path).toEqual([308, to]);
    }
  });

  it('forwards the visitor’s address: the intake stores and rate-limits who nginx saw, never a forged X-Forwarded-For', async () => {
    const post = (from: string) =>
      viaNginx('/api/forms/contact', {
        method: 'POST',
        from,
        headers: { 'content-type': 'application/json', origin: `https://${HOST}`, 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify(validContact()),
      });
    const first = await post('127.0.0.2');
    expect(first.status).toBe(201);
    const db = new Database(join(site.dataDir, DB_FILE), { readonly: true, fileMustExist: true });
    try {
      // server/intake/index.ts keys the address hash with this installation's secret.
      const key = db.prepare("SELECT value FROM meta WHERE key = 'ip_hash_key'").pluck().get() as string;
      const row = db.prepare('SELECT ip_hash FROM submissions WHERE id = ?').get((JSON.parse(first.body.toString()) as { id: number }).id);
      expect(row).toEqual({ ip_hash: createHmac('sha256', key).update('127.0.0.2').digest('base64url') });
    } finally {
      db.close();
    }
    // FORM_RATE_LIMIT=2/600 per visitor: the third post from 127.0.0.2 is refused, another visitor's is not.
    expect((await post('127.0.0.2')).status).toBe(201);
    expect((await post('127.0.0.2')).status).toBe(429);
    expect((await post('127.0.0.3')).status).toBe(201);
  });

  it('accepts a signed webhook (202) and bodies up to the webhook’s own limit', async () => {
    const id = (JSON.parse(await readFile(join(site.contentDir, 'news.json'), 'utf8')) as { contents: { id: string }[] }).contents[0]?.id;
    const body = webhookBody('news', id ?? null);
    const headers = { 'content-type': 'application/json', 'x-microcms-signature': sign(body) };
    const res = await viaNginx('/api/webhooks/microcms', { method: 'POST', headers, body });
    expect(res.status).toBe(202);
    expect(JSON.parse(res.body.toString())).toMatchObject({ publishId: expect.any(String) });
    // 100 KB: over the forms' 32 KiB, under the webhook's 5 MiB, so it reaches the server, which checks the signature.
    const large = await viaNginx('/api/webhooks/microcms', { method: 'POST', headers, body: 'x'.repeat(100_000) });
    expect(large.status).toBe(401);
  });

  it('refuses bodies over the server’s limits itself (413), with the security headers', async () => {
    for (const [path, size] of [
      ['/api/forms/contact', 32 * 1024 + 1],
      ['/api/webhooks/microcms', 5 * 1024 * 1024 + 1],
    ] as const) {
      const uri = probe(path);
      const res = await viaNginx(uri, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(size) });
      expect(res.status, path).toBe(413);
      expect(await answeredBy('POST', uri)).toBe('nginx');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      );
    }
  });

  it('sends plain HTTP to HTTPS on the canonical host and answers no other host name', async () => {
    const plain = (host: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port: httpPort, path: '/news?page=2', headers: { host }, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.alloc(0) }));
        });
        req.on('error', reject);
        req.end();
      });
    const res = await plain(HOST);
    expect([res.status, res.headers.location]).toEqual([301, `https://${HOST}/news?page=2`]);
    await expect(plain('evil.example')).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(viaNginx('/', { servername: 'evil.example' })).rejects.toThrow(/alert|handshake|ECONNRESET|disconnected/i);
  });

  it('answers 503 with Retry-After while the server is down (a restart)', async () => {
    await stopServer(server);
    const res = await viaNginx('/');
    expect([res.status, res.headers['retry-after'], res.headers['cache-control']]).toEqual([503, '5', 'no-store']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
