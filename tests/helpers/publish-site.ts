/**
 * Test support for publishing: a site built from a copy of the embedded
 * fixtures in a temp directory, the real server (server/main.ts) started on
 * it as a child process, signed webhooks, and editing fixtures the way an
 * editor's publish changes what the CMS serves.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash, createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { openContentClient } from '../../content-client/client.ts';
import { syncContent } from '../../content-client/sync.ts';
import { snapshotPath } from '../../content-client/snapshot-store.ts';
import { loadEnv } from '../../src/config/env.ts';
import { buildSite } from '../../engine/build.ts';
import { codeVersion } from '../../engine/app-build.ts';
import { LOCK_FILE, withBuildLock } from '../../engine/build-lock.ts';
import { freePort } from '../../scripts/lib/free-port.ts';
import { seedAppBundles } from './app-bundles.ts';

export const SECRET = 'test-webhook-secret-0123456789';
export const STATUS_TOKEN = 'staff-status-token-0123456789abcdef';

export interface Site {
  root: string;
  contentDir: string;
  snapshotDir: string;
  distDir: string;
  dataDir: string;
}

/**
 * A copy of a directory, links kept as they are (a release's are relative), without the build lock's file. The
 * system's `cp -a`: Node's fs.cp took 7 s for a built site's 3,500 files here.
 */
async function copyTree(from: string, to: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', from, to]);
  await rm(join(to, LOCK_FILE), { force: true });
}

/**
 * A second instance of `site`: the same CMS (its content directory), a copy of its snapshot and of its
 * releases (links kept as they are: they are relative), its own data directory.
 */
export async function copySite(site: Site): Promise<Site> {
  const root = await mkdtemp(join(tmpdir(), 'publish-'));
  const copy = {
    root,
    contentDir: site.contentDir,
    snapshotDir: join(root, 'snapshot'),
    distDir: join(root, 'dist'),
    dataDir: join(root, 'data'),
  };
  await copyTree(site.snapshotDir, copy.snapshotDir);
  await copyTree(site.distDir, copy.distDir);
  return copy;
}

const paths = (root: string): Site => ({
  root,
  contentDir: join(root, 'content'),
  snapshotDir: join(root, 'snapshot'),
  distDir: join(root, 'dist'),
  dataDir: join(root, 'data'),
});

type Origins = { siteOrigin?: string; apiOrigin?: string };

/** Copies content/ into `site`, syncs it and builds the first release. */
async function buildFirstRelease(site: Site, origins: Origins): Promise<void> {
  await cp(resolve('content'), site.contentDir, { recursive: true });
  const content = await openContentClient(loadEnv({}), { contentDir: site.contentDir });
  try {
    await syncContent({ client: content.client, source: content.source, dir: site.snapshotDir });
  } finally {
    await content.close();
  }
  await seedAppBundles(site.distDir);
  await buildSite({
    distDir: site.distDir,
    snapshotDir: site.snapshotDir,
    siteOrigin: origins.siteOrigin ?? 'https://www.example.test',
    apiOrigin: origins.apiOrigin,
    log: () => {},
  });
}

const CACHE = resolve('.cache', 'test-sites');
/** Cached sites of other code or fixtures older than this are removed when a new one is built. */
const STALE_MS = 3_600_000;

/**
 * The site prepareSite starts from, built once per code, fixtures and origins into .cache/test-sites/<key> (test
 * files running side by side wait for one build: a lock on that folder) and copied for each test. Building it
 * (a sync, the render and the search index) took about 6 s and 9 CPU-seconds in each of the nine files that
 * prepare a site; the copy takes a fraction of a second. The key covers every source file the engine's code
 * version covers (engine/app-build.ts), the fixtures and this file.
 */
async function cachedSite(origins: Origins): Promise<Site> {
  const key = createHash('sha256')
    .update([await codeVersion(), await codeVersion(['content', 'tests/helpers']), origins.siteOrigin, origins.apiOrigin].join('\0'))
    .digest('base64url')
    .slice(0, 16);
  const site = paths(join(CACHE, key));
  await mkdir(site.root, { recursive: true });
  await withBuildLock(site.root, async () => {
    if (existsSync(join(site.root, 'ready'))) return;
    for (const dir of [site.contentDir, site.snapshotDir, site.distDir]) await rm(dir, { recursive: true, force: true });
    await buildFirstRelease(site, origins);
    await writeFile(join(site.root, 'ready'), new Date().toISOString());
    for (const other of await readdir(CACHE)) {
      const dir = join(CACHE, other);
      const age = Date.now() - ((await stat(dir).catch(() => undefined))?.mtimeMs ?? Date.now());
      if (other !== key && age > STALE_MS) await rm(dir, { recursive: true, force: true });
    }
  });
  return site;
}

/**
 * A site of its own for a test: a copy of content/ in a temp dir, synced, and its first release built (for pages
 * on another origin: `apiOrigin`), copied from the cached build of the same code and fixtures.
 */
export async function prepareSite(origins: Origins = {}): Promise<Site> {
  const cached = await cachedSite(origins);
  const site = paths(await mkdtemp(join(tmpdir(), 'publish-')));
  await Promise.all([
    copyTree(cached.contentDir, site.contentDir),
    copyTree(cached.snapshotDir, site.snapshotDir),
    copyTree(cached.distDir, site.distDir),
  ]);
  // The snapshot names the content it was synced from: this copy's, or the next sync would start again from nothing.
  const db = new Database(snapshotPath(site.snapshotDir));
  try {
    db.prepare("UPDATE meta SET value = replace(value, ?, ?) WHERE key = 'source'").run(cached.contentDir, site.contentDir);
  } finally {
    db.close();
  }
  return site;
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  output: () => string;
  url: (path: string) => string;
}

/** The server on `env.PORT` when given (an origin fixed before the build), else on a free port. */
export async function startServer(site: Site, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      SITE_ORIGIN: 'https://www.example.test',
      SITE_DIST_DIR: site.distDir,
      CONTENT_SNAPSHOT_DIR: site.snapshotDir,
      CONTENT_DIR: site.contentDir,
      DATA_DIR: site.dataDir,
      MICROCMS_WEBHOOK_SECRET: SECRET,
      PUBLISH_STATUS_TOKEN: STATUS_TOKEN,
      PUBLISH_RETRY_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes('Site ready on')) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, port, output: () => output, url: (path) => `http://127.0.0.1:${port}${path}` };
}

export async function stopServer(server: RunningServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((done) => server.child.once('exit', done));
  server.child.kill(signal);
  await exited;
}

export const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');

/** microCMS's payload; `oldId` when the editor changed the entry's content id (contents.old keeps the previous one). */
export function webhookBody(api: string, id: string | null, type: 'new' | 'edit' | 'delete' = 'edit', oldId?: string): string {
  const version = (entryId: string | null) =>
    entryId && { id: entryId, status: ['PUBLISH'], draftKey: null, publishValue: null, draftValue: null };
  return JSON.stringify({ service: 'aonami', api, id, type, contents: id ? { old: version(oldId ?? id), new: version(id) } : null });
}

export async function sendWebhook(
  server: RunningServer,
  body: string,
  headers: Record<string, string> = { 'x-microcms-signature': sign(body) },
) {
  const res = await fetch(server.url('/api/webhooks/microcms'), {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
  return { status: res.status, json: (await res.json().catch(() => ({}))) as { publishId?: string; message?: string } };
}

export interface StatusRecord {
  id: string;
  trigger: string;
  state: string;
  result?: string;
  targets: string[];
  error?: string;
  rendered?: number;
  phases?: Record<string, number>;
  queuedAt?: string;
  startedAt?: string;
  durationMs?: number;
}

export interface StatusAnswer {
  instance: string;
  publishes: StatusRecord[];
  instances?: { instance: string; liveRelease?: string; lastPublish?: StatusRecord & { webhookAt?: string }; seenAt: string }[];
}

export async function statusAnswer(server: Pick<RunningServer, 'url'>): Promise<StatusAnswer> {
  const res = await fetch(server.url('/api/publish/status'), { headers: { authorization: `Bearer ${STATUS_TOKEN}` } });
  return (await res.json()) as StatusAnswer;
}

export async function publishStatus(server: Pick<RunningServer, 'url'>): Promise<StatusRecord[]> {
  return (await statusAnswer(server)).publishes;
}

/** Waits until the publish with this id has finished; returns its record. */
export async function publishDone(server: RunningServer, id: string, timeoutMs = 30_000): Promise<StatusRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = (await publishStatus(server)).find((r) => r.id === id);
    if (record && (record.state === 'done' || record.state === 'failed')) return record;
    if (Date.now() > deadline) throw new Error(`publish ${id} did not finish: ${JSON.stringify(record)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until every queued and running publish has finished. */
export async function publishesSettled(server: RunningServer, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await publishStatus(server)).some((r) => r.state === 'queued' || r.state === 'running')) {
    if (Date.now() > deadline) throw new Error('publishes did not settle');
    await new Promise((r) => setTimeout(r, 100));
  }
}

type Fixture = { contents: Record<string, unknown>[] } & Record<string, unknown>;

/** Changes a fixture file as the CMS's content would change after an editor's action. */
export async function editFixture(
  site: Site,
  endpoint: string,
  change: (contents: Record<string, unknown>[]) => Record<string, unknown>[] | void,
): Promise<void> {
  const file = join(site.contentDir, `${endpoint}.json`);
  const fixture = JSON.parse(await readFile(file, 'utf8')) as Fixture;
  fixture.contents = change(fixture.contents) ?? fixture.contents;
  await writeFile(file, JSON.stringify(fixture, null, 2));
}

/**
 * A served page: its HTML, and its text as a visitor reads it (scripts and tags taken out: phrase marks, `<wbr/>`, and the
 * no-break spans around names sit inside titles).
 */
export async function page(server: RunningServer, path: string): Promise<{ status: number; html: string; text: string }> {
  const res = await fetch(server.url(path));
  const html = await res.text();
  return { status: res.status, html, text: html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, '') };
}
