/**
 * The site server against hostile and unusual requests, as a client on the
 * network would send them: request targets no browser sends, malformed
 * requests Node refuses itself, slow clients, conditional and range
 * requests, encodings with q-values, CSP reports, proxies. Every answer
 * must carry the security headers, none may be a 5xx, and a 5xx that does
 * happen is logged with a request id and no query or token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type Socket } from 'node:net';
import { spawn } from 'node:child_process';
import { freePort } from '../../scripts/lib/free-port.ts';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createSiteServer, type SiteServerOptions } from '../../server/site-server.ts';
import { compressTree } from '../../engine/compress.ts';
import { ask, raw, rawHeader, type Answer } from '../helpers/http-client.ts';
import { captureLog } from '../helpers/log-capture.ts';
import { writeLiveRelease } from '../helpers/release-fixtures.ts';

const PAGE = '<!doctype html><html lang="ja"><title>ホーム</title>' + 'あ'.repeat(3000);
const files: Record<string, string> = {
  'client/index.html': PAGE,
  'client/news/index.html': '<!doctype html><title>ニュース</title>' + 'x'.repeat(2000),
  'client/404.html': '<!doctype html><html lang="ja"><title>404</title>',
  'client/en/404.html': '<!doctype html><html lang="en"><title>404</title>',
  'client/assets/app-abc123.js': 'console.log("app");'.repeat(200),
  'client/qparc/2025/apply/_/index.html': '<!doctype html><title>完了</title>',
  'server-routes.json': JSON.stringify({
    buildId: 'b',
    redirects: { '/old': '/news' },
    shells: { '/qparc/2025/apply/': '/qparc/2025/apply/_' },
    csp: "default-src 'self'",
  }),
};

let dir: string;
const servers: Server[] = [];
let port: number;
const log = captureLog();

async function start(options: Partial<SiteServerOptions> = {}): Promise<number> {
  const server = await createSiteServer({ distDir: dir, logger: log.logger, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'http-hardening-'));
  await writeLiveRelease(dir, files);
  await compressTree(join(dir, 'client'));
  port = await start();
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(dir, { recursive: true, force: true });
});

const SECURITY = [
  'strict-transport-security',
  'content-security-policy',
  'cross-origin-resource-policy',
  'cross-origin-opener-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
];

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string): void {
  for (const name of SECURITY) expect(headers[name], `${name} on ${what}`).toBeTruthy();
  expect(String(headers['strict-transport-security'])).toMatch(/^max-age=\d{8,}/);
  expect(String(headers['permissions-policy'])).not.toContain('interest-cohort');
}

describe('request targets and malformed requests', () => {
  it('answers targets starting with // with a redirect to the single-slash path, never off the site', async () => {
    for (const [target, location] of [
      ['//', '/'],
      ['//evil.example/x', '/evil.example/x'],
      ['///news//', '/news'],
      ['//news?a=1', '/news?a=1'],
    ] as const) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(308);
      expect(rawHeader(answer, 'location'), target).toBe(location);
    }
  });

  it('answers targets no browser sends with 400, and absolute-form targets like their path', async () => {
    for (const target of ['http://[::1/', '*', 'news', 'http://[::1]:99999/', 'ftp://x/y']) {
      const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n`);
      expect(answer.status, target).toBe(400);
      expect(rawHeader(answer, 'strict-transport-security'), target).toBeTruthy();
    }
    const absolute = await raw(port, 'GET http://elsewhere.example/news HTTP/1.1\r\nHost: site\r\nConnection: close\r\n\r\n');
    expect(absolute.status).toBe(200);
    expect(absolute.text).toContain('ニュース');
  });

  it('answers requests Node refuses (bad request line, huge headers) with the security headers too', async () => {
    const badLine = await raw(port, 'GET / HTTP/9.9 extra\r\n\r\n');
    expect(badLine.status).toBe(400);
    expect(rawHeader(badLine, 'content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(rawHeader(badLine, 'strict-transport-security')).toBeTruthy();
    const huge = await raw(port, `GET / HTTP/1.1\r\nHost: site\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(rawHeader(huge, 'x-content-type-options')).toBe('nosniff');
  });

  it('puts the security headers on pages, assets, 404s, redirects, 405s and 400s', async () => {
    const answers: [string, Answer][] = [
      ['page', await ask(port, '/')],
      ['asset', await ask(port, '/assets/app-abc123.js')],
      ['404', await ask(port, '/nope')],
      ['redirect', await ask(port, '/old')],
      ['405', await ask(port, '/', { method: 'DELETE' })],
      ['400', await ask(port, '/%E0%A4%A')],
    ];
    expect(answers.map(([what, a]) => `${what} ${a.status}`)).toEqual([
      'page 200',
      'asset 200',
      '404 404',
      'redirect 308',
      '405 405',
      '400 400',
    ]);
    for (const [what, answer] of answers) expectSecurityHeaders(answer.headers, what);
  });

  it('makes HSTS configurable (0 turns it off, includeSubDomains on request)', async () => {
    const off = await start({ headers: { hstsMaxAge: 0, hstsIncludeSubdomains: false } });
    expect((await ask(off, '/')).headers['strict-transport-security']).toBeUndefined();
    const sub = await start({ headers: { hstsMaxAge: 31_536_000, hstsIncludeSubdomains: true } });
    expect((await ask(sub, '/')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('token URLs', () => {
  it('are never publicly cacheable and send no referrer', async () => {
    for (const path of ['/qparc/2025/apply/abcDEF123', '/news?receipt=abc', '/old?receipt=abc']) {
      const answer = await ask(port, path);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(answer.headers['referrer-policy'], path).toBe('no-referrer');
    }
    expect((await ask(port, '/news')).headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });
});

describe('5xx', () => {
  it('are logged with a request id, the method and the path without its query or token', async () => {
    log.clear();
    const failing = await start({ publishing: { handle: () => Promise.reject(new Error('boom')) } });
    const answer = await ask(failing, '/qparc/2025/apply/SECRETTOKEN?email=someone%40example.com');
    expect(answer.status).toBe(500);
    const id = String(answer.headers['x-request-id']);
    expect(id).toMatch(/^[\w-]{8}$/);
    await expect.poll(() => log.lines.filter((line) => line.reqId === id).length).toBe(2);
    const [error, request] = log.lines.filter((line) => line.reqId === id);
    expect(error).toMatchObject({ event: 'error', level: 50, method: 'GET', path: '/qparc/2025/apply/:token', err: { message: 'boom' } });
    expect(request).toMatchObject({ event: 'request', level: 50, method: 'GET', path: '/qparc/2025/apply/:token', status: 500 });
    expect(log.text()).not.toMatch(/SECRETTOKEN|someone|example\.com/);
    expectSecurityHeaders(answer.headers, '500');
  });
});

describe('HTTP file serving', () => {
  it('answers byte ranges, suffix ranges and unsatisfiable ranges', async () => {
    const first = await ask(port, '/assets/app-abc123.js', { headers: { Range: 'bytes=0-6' } });
    expect(first.status).toBe(206);
    expect(first.body.toString()).toBe('console');
    expect(first.headers['content-range']).toMatch(/^bytes 0-6\/\d+$/);
    const last = await ask(port, '/assets/app-abc123.js', { headers: { Range: 'bytes=-5' } });
    expect(last.status).toBe(206);
    expect(last.body.toString()).toBe('pp");');
    const outside = await ask(port, '/assets/app-abc123.js', { headers: { Range: 'bytes=999999-' } });
    expect(outside.status).toBe(416);
    expectSecurityHeaders(outside.headers, '416');
  });

  it('understands If-None-Match lists and *', async () => {
    const { headers } = await ask(port, '/news', { headers: { 'Accept-Encoding': 'br' } });
    const etag = String(headers.etag);
    expect((await ask(port, '/news', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': `"nope", ${etag}` } })).status).toBe(304);
    expect((await ask(port, '/news', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '*' } })).status).toBe(304);
    expect((await ask(port, '/news', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': '"nope"' } })).status).toBe(200);
    // Each encoding is its own representation with its own validator.
    expect((await ask(port, '/news', { headers: { 'Accept-Encoding': 'gzip' } })).headers.etag).not.toBe(etag);
  });

  it('reads Accept-Encoding q-values: br;q=0 means no brotli', async () => {
    const encoding = async (accept: string) =>
      (await ask(port, '/', { headers: { 'Accept-Encoding': accept } })).headers['content-encoding'];
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('gzip, deflate, br, zstd')).toBe('br');
    expect(await encoding('gzip;q=0.5, br;q=0.4')).toBe('gzip');
    expect(await encoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
    const plain = await ask(port, '/', { headers: { 'Accept-Encoding': 'br;q=0' } });
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('answers /404.html and precompressed copies as not found, and /index.html as a redirect', async () => {
    expect((await ask(port, '/404.html')).status).toBe(404);
    expect((await ask(port, '/en/404.html')).status).toBe(404);
    expect((await ask(port, '/index.html.br')).status).toBe(404);
    const index = await ask(port, '/news/index.html');
    expect([index.status, index.headers.location]).toEqual([308, '/news']);
  });
});

describe('CSP reports', () => {
  const post = (p: number, body: string, type = 'application/csp-report', headers: Record<string, string> = {}) =>
    ask(p, '/api/csp-report', { method: 'POST', headers: { 'Content-Type': type, ...headers }, body });

  it('logs each violation in either format without queries, and refuses what is not a report', async () => {
    log.clear();
    const reports = await start({ trustProxy: ['loopback'] });
    const legacy = JSON.stringify({
      'csp-report': {
        'document-uri': 'https://site.example/news?receipt=SECRET',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?k=1',
      },
    });
    expect((await post(reports, legacy)).status).toBe(204);
    const modern = JSON.stringify([
      {
        type: 'csp-violation',
        url: 'https://site.example/',
        body: { documentURL: 'https://site.example/en', effectiveDirective: 'img-src', blockedURL: 'data' },
      },
    ]);
    expect((await post(reports, modern, 'application/reports+json')).status).toBe(204);
    expect(log.events('csp-violation').map(({ directive, blocked, page, level }) => ({ directive, blocked, page, level }))).toEqual([
      { directive: 'script-src-elem', blocked: 'https://evil.example/x.js', page: 'https://site.example/news', level: 40 },
      { directive: 'img-src', blocked: 'data', page: 'https://site.example/en', level: 40 },
    ]);
    expect(log.text()).not.toContain('SECRET');
    expect((await post(reports, legacy, 'text/plain')).status).toBe(415);
    expect((await post(reports, '{"nope":1}')).status).toBe(400);
    expect((await post(reports, 'not json')).status).toBe(400);
    expect((await post(reports, JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(20_000) } }))).status).toBe(413);
    expect((await ask(reports, '/api/csp-report')).status).toBe(405);
  });

  it('rate-limits per client, as the trusted proxy names it', async () => {
    log.clear();
    const reports = await start({ trustProxy: ['loopback'] });
    const body = JSON.stringify({ 'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/' } });
    const from = (ip: string) => post(reports, body, 'application/csp-report', { 'X-Forwarded-For': ip });
    for (let n = 0; n < 10; n++) expect((await from('203.0.113.7')).status).toBe(204);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(204);
    const violations = log.events('csp-violation');
    expect(violations.filter((line) => line.directive === 'img-src').length).toBe(11);
    // What the limit dropped is counted in the log once reports are let through again.
    expect(violations.filter((line) => line.dropped === 1).length).toBe(1);
  });
});

describe('proxies', () => {
  it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
    log.clear();
    const trusted = await start({ trustProxy: ['loopback'] });
    const untrusted = await start();
    const first = await ask(trusted, '/', { headers: { 'X-Forwarded-For': '198.51.100.4' } });
    const second = await ask(untrusted, '/', { headers: { 'X-Forwarded-For': '198.51.100.5' } });
    const client = (answer: Answer) => log.events('request').find((line) => line.reqId === answer.headers['x-request-id'])?.client;
    await expect.poll(() => client(first)).toBe('198.51.100.4');
    await expect.poll(() => client(second)).toBe('127.0.0.1');
    expect(log.text()).not.toContain('198.51.100.5');
  });
});

describe('slow clients', () => {
  it('serves visitors while 300 slow connections are held, and closes those at the header and request timeouts', async () => {
    const limited = await start({ limits: { headersTimeoutMs: 1500, requestTimeoutMs: 2500 } });
    const closed: number[] = [];
    const started = Date.now();
    const slow: Socket[] = [];
    for (let n = 0; n < 300; n++) {
      const socket = connect(limited, '127.0.0.1', () =>
        socket.write(
          n % 2
            ? 'GET / HTTP/1.1\r\nHost: site\r\n'
            : 'POST /api/csp-report HTTP/1.1\r\nHost: site\r\nContent-Type: application/csp-report\r\nContent-Length: 100\r\n\r\n{',
        ),
      );
      socket.on('error', () => {});
      socket.on('close', () => closed.push(Date.now() - started));
      socket.resume(); // read the 408, so that the end of the stream (and 'close') is seen
      slow.push(socket);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const visitor = Date.now();
    const page = await ask(limited, '/news');
    expect(page.status).toBe(200);
    expect(Date.now() - visitor).toBeLessThan(1000);
    expect(closed.length).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 4500));
    expect(closed.length).toBe(300);
    // Headers-only clients go at the header timeout; stalled bodies at the request timeout (checked every second).
    expect(Math.max(...closed)).toBeLessThan(4500);
    for (const socket of slow) socket.destroy();
  }, 15_000);
});

describe('the listen address', () => {
  it('is HOST: the server answers there and nowhere else', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, HOST: '127.0.0.2', PORT: String(port), SITE_DIST_DIR: dir, DATA_DIR: join(dir, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start:\n${output}`)), 30_000);
        const read = (c: Buffer) => {
          output += c.toString();
          if (output.includes('Site ready on http://127.0.0.2:')) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      const status = (host: string) =>
        new Promise<number | string>((resolve) => {
          const socket = connect(port, host, () => socket.write(`GET /news HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
          let text = '';
          socket.on('data', (c: Buffer) => (text += c.toString()));
          socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0) || text));
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
        });
      expect(await status('127.0.0.2')).toBe(200);
      expect(await status('127.0.0.1')).toBe('ECONNREFUSED');
    } finally {
      child.kill('SIGTERM');
    }
  }, 40_000);
});
