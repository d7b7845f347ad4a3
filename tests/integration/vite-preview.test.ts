/**
 * `vite preview` and `vike preview` serve the live release exactly as `npm run
 * preview` does (server/preview-plugin.ts): each of a list of requests gets the
 * same status, headers and body bytes from all three, started side by side on
 * one built site. Before the plugin, both answered 404 for every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/free-port.ts';
import { ask, type Answer, type Ask } from '../helpers/http-client.ts';
import { prepareSite, publishesSettled, STATUS_TOKEN, type RunningServer, type Site } from '../helpers/publish-site.ts';
import { validContact } from './forms-fixtures.ts';

/** The binaries themselves, not through npx: a killed npx leaves its child running. */
const COMMANDS = {
  'npm run preview': (port: number) => ({ args: ['scripts/preview.ts'], env: { PORT: String(port) } }),
  'vite preview': (port: number) => ({ args: ['node_modules/.bin/vite', 'preview', '--port', String(port), '--strictPort'], env: {} }),
  'vike preview': (port: number) => ({ args: ['node_modules/.bin/vike', 'preview', '--port', String(port)], env: {} }),
};
type Name = keyof typeof COMMANDS;

let site: Site;
const servers = new Map<Name, RunningServer>();

async function start(name: Name): Promise<RunningServer> {
  const port = await freePort();
  const command = COMMANDS[name](port);
  const child: ChildProcess = spawn(process.execPath, command.args, {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SITE_TEST: '1',
      SITE_ORIGIN: 'https://www.example.test',
      SITE_DIST_DIR: site.distDir,
      CONTENT_SNAPSHOT_DIR: site.snapshotDir,
      CONTENT_DIR: site.contentDir,
      // Its own: a data directory takes one server at a time.
      DATA_DIR: join(site.dataDir, name.replace(/ /g, '-')),
      PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
      PUBLISH_RECONCILE_MINUTES: '0',
      PUBLISH_RETRY_SECONDS: '1',
      ...command.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const server = { child, port, output: () => output, url: (path: string) => `http://127.0.0.1:${port}${path}` };
  servers.set(name, server);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${output}`);
    if (
      await ask(port, '/').then(
        () => true,
        () => false,
      )
    )
      return server;
    if (Date.now() > deadline) throw new Error(`${name} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function stop({ child }: RunningServer): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

beforeAll(async () => {
  site = await prepareSite();
  await Promise.all((Object.keys(COMMANDS) as Name[]).map(start));
  // Each server's reconcile at start: no change to the site, but wait so none switches the release mid-comparison.
  for (const [name, { port }] of servers) {
    const status = await ask(port, '/api/publish/status', { headers: { authorization: `Bearer ${STATUS_TOKEN}` } });
    expect({ name, status: status.status }).toEqual({ name, status: 200 });
  }
  await Promise.all([...servers.values()].map((s) => publishesSettled(s, 240_000)));
}, 420_000);

afterAll(async () => {
  await Promise.all([...servers.values()].map(stop));
  if (site) await rm(site.root, { recursive: true, force: true });
}, 60_000);

/** What must be equal: everything but the date and the request id, and the body's bytes (by digest, for a short diff). */
function comparable({ status, headers, body }: Answer) {
  const { date, 'x-request-id': requestId, ...rest } = headers;
  expect([date, requestId]).not.toContain(undefined);
  return { status, headers: rest, bytes: body.length, sha256: createHash('sha256').update(body).digest('hex') };
}

async function askAll(path: string, request?: Ask): Promise<Map<Name, Answer>> {
  const entries = await Promise.all([...servers].map(async ([name, s]) => [name, await ask(s.port, path, request)] as const));
  return new Map(entries);
}

/** Asks all three; returns `npm run preview`'s answer after checking the other two equal it. */
async function same(path: string, request?: Ask): Promise<Answer> {
  const answers = await askAll(path, request);
  const reference = answers.get('npm run preview')!;
  for (const name of ['vite preview', 'vike preview'] as const) {
    expect({ name, path, ...comparable(answers.get(name)!) }).toEqual({ name, path, ...comparable(reference) });
  }
  return reference;
}

const header = (a: Answer, name: string) => a.headers[name];
const text = (a: Answer) => a.body.toString('utf8');

describe('vite preview and vike preview', () => {
  it('serve pages, listings, payloads and HEAD with the live release and its headers', async () => {
    const home = await same('/');
    expect(home.status).toBe(200);
    expect(header(home, 'content-type')).toBe('text/html; charset=utf-8');
    expect(header(home, 'content-security-policy')).toContain("default-src 'self'");
    expect(header(home, 'x-content-type-options')).toBe('nosniff');
    expect(text(home)).toContain('<html lang="ja"');
    expect(text(await same('/en'))).toContain('<html lang="en"');
    expect((await same('/news')).status).toBe(200);
    expect((await same('/news/posts/head-office-relocation')).status).toBe(200);
    const payload = await same('/_data/about.json');
    expect([payload.status, header(payload, 'content-type')]).toEqual([200, 'application/json; charset=utf-8']);
    const head = await same('/about', { method: 'HEAD' });
    expect([head.status, head.body.length, Number(header(head, 'content-length'))]).toEqual([200, 0, (await same('/about')).body.length]);
  });

  it('serve precompressed assets and the search files', async () => {
    const html = text(await same('/'));
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await same(script!, { headers: { 'accept-encoding': 'br' } });
    expect([asset.status, header(asset, 'content-encoding'), header(asset, 'cache-control')]).toEqual([
      200,
      'br',
      'public, max-age=31536000, immutable',
    ]);
    const search = await same('/pagefind/pagefind-entry.json');
    expect([search.status, header(search, 'content-type')]).toEqual([200, 'application/json; charset=utf-8']);
  });

  it('answer missing pages with the 404 page, in English under /en, and redirect to canonical URLs', async () => {
    const missing = await same('/no-such-page');
    expect([missing.status, header(missing, 'cache-control')]).toEqual([404, 'no-store']);
    expect(text(missing)).toContain('<html lang="ja"');
    const missingEn = await same('/en/no-such-page');
    expect([missingEn.status, text(missingEn)]).toEqual([404, expect.stringContaining('<html lang="en"')]);
    expect([(await same('/about/')).status, header(await same('/about/'), 'location')]).toEqual([308, '/about']);
    expect(header(await same('/news/page/1'), 'location')).toBe('/news');
    // No CORS answers of Vite's own: a preflight gets the site server's 405.
    const preflight = await same('/', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(405);
  });

  it('take form posts through the forms API', async () => {
    const invalid = await same('/api/forms/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(invalid.status).toBe(422);
    const body = JSON.stringify(validContact());
    const answers = await askAll('/api/forms/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const receipts = new Map<Name, string>();
    for (const [name, answer] of answers) {
      const json = JSON.parse(text(answer)) as { receipt: string };
      receipts.set(name, json.receipt);
      expect({ name, status: answer.status, json }).toEqual({
        name,
        status: 201,
        json: { id: 1, receipt: expect.any(String), redirectTo: '/contact/thanks' },
      });
      expect((await ask(servers.get(name)!.port, `/api/receipts/${json.receipt}`)).status).toBe(200);
    }
  });
});
