/**
 * The site as an operator installs it: a copy of the repository with only the
 * production dependencies (`npm ci --omit=dev`, so no TypeScript loader, no
 * Vitest, no type checker), where `npm start` builds and serves the embedded
 * site, a signed webhook publishes an edit, and `npm run build` and
 * `npm run publish` work from the command line. Node runs the TypeScript
 * itself (type stripping): nothing on these paths may need a devDependency.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../scripts/lib/free-port.ts';
import { editFixture, SECRET, sendWebhook, webhookBody, type RunningServer, type Site } from '../helpers/publish-site.ts';

const run = promisify(execFile);
let root: string;
let site: Site;

/** The environment of a fresh shell: PATH (with the Node that runs this test first) and HOME, nothing of this test run. */
const shellEnv = (extra: Record<string, string> = {}) => ({
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  HOME: process.env.HOME ?? tmpdir(),
  ...extra,
});

/** `npm run <script>` in the installed copy; resolves with its output, rejects with it on a non-zero exit. */
async function npmRun(script: string, args: string[] = []): Promise<string> {
  const { stdout, stderr } = await run('npm', ['run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
    cwd: root,
    env: shellEnv(),
    maxBuffer: 16 << 20,
  });
  return stdout + stderr;
}

async function postTitle(path: string): Promise<string | undefined> {
  const file = join(root, 'dist', 'current', 'client', path.slice(1), 'index.html');
  return /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await readFile(file, 'utf8'))?.[1]?.replace(/<[^>]*>/g, '');
}

/** An editor's change to the title of the nth published news entry (with the revision time the CMS gives it); resolves with its id. */
async function retitle(index: number, title: string): Promise<string> {
  let id = '';
  const now = new Date().toISOString();
  await editFixture(site, 'news', (entries) => {
    const entry = entries.filter((e) => e._status === undefined)[index]!;
    Object.assign(entry, { title, updatedAt: now, revisedAt: now });
    id = String(entry.id);
  });
  return id;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'production-install-'));
  // The files a fresh clone has (tracked, and new files not ignored): what an operator copies to the server.
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { maxBuffer: 16 << 20 });
  const files = stdout.split('\0').filter((f) => f && existsSync(f));
  await Promise.all(files.map((f) => cp(f, join(root, f))));
  // From npm's cache, which the project's own `npm ci` has just filled: no network needed.
  await run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: root,
    env: shellEnv(),
    maxBuffer: 16 << 20,
  });
  site = {
    root,
    contentDir: join(root, 'content'),
    snapshotDir: join(root, '.cache', 'content'),
    distDir: join(root, 'dist'),
    dataDir: join(root, 'data'),
  };
}, 240_000);
afterAll(() => rm(root, { recursive: true, force: true }));

describe('a production install (npm ci --omit=dev)', () => {
  it('has none of the development tools', () => {
    for (const tool of ['typescript', 'vitest', 'eslint', '@playwright/test', 'tsx']) {
      expect(existsSync(join(root, 'node_modules', tool)), `${tool} is installed`).toBe(false);
    }
  });

  it('npm start builds and serves the site, and a signed webhook publishes an edit', async () => {
    const port = await freePort();
    const child: ChildProcess = spawn('npm', ['start'], {
      cwd: root,
      env: shellEnv({ PORT: String(port), MICROCMS_WEBHOOK_SECRET: SECRET }),
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group: npm, the start script and the server it starts stop together
    });
    let output = '';
    child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise((done) => child.once('exit', done));
    const server: RunningServer = { child, port, output: () => output, url: (path) => `http://127.0.0.1:${port}${path}` };
    const text = async (path: string) => (await fetch(server.url(path)).catch(() => undefined))?.text();
    try {
      await expect.poll(async () => (await text('/'))?.includes('<html lang="ja"'), { timeout: 150_000, interval: 500 }).toBe(true);
      expect(await text('/en')).toContain('<html lang="en"');

      const title = 'Production install: an edit published by the webhook';
      const id = await retitle(0, title);
      expect((await sendWebhook(server, webhookBody('news', id))).status).toBe(202);
      await expect.poll(async () => (await text(`/news/posts/${id}`))?.includes(title), { timeout: 60_000, interval: 250 }).toBe(true);
    } catch (error) {
      throw new Error(`${(error as Error).message}\nnpm start said:\n${output}`);
    } finally {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    expect(output).not.toMatch(/Cannot find (module|package)|ERR_MODULE_NOT_FOUND|ERR_UNKNOWN_FILE_EXTENSION/);
  }, 240_000);

  it('npm run build and npm run publish bring the live release up to date', async () => {
    const first = await retitle(1, 'Edited, then built with npm run build');
    expect(await npmRun('build')).toMatch(/build: release \S+: [1-9]\d* URLs rendered/);
    expect(await postTitle(`/news/posts/${first}`)).toBe('Edited, then built with npm run build');

    const second = await retitle(2, 'Edited, then published with npm run publish');
    expect(await npmRun('publish')).toMatch(/publish: published/);
    expect(await postTitle(`/news/posts/${second}`)).toBe('Edited, then published with npm run publish');

    // Named entries are fetched alone: an edit to another entry waits for the next publish that looks at it.
    const named = await retitle(3, 'Named on the command line');
    const other = await retitle(4, 'Not named, not yet published');
    expect(await npmRun('publish', [`news/${named}`])).toMatch(/publish: published \(release \S+\): 1 entries changed/);
    expect(await postTitle(`/news/posts/${named}`)).toBe('Named on the command line');
    expect(await postTitle(`/news/posts/${other}`)).not.toBe('Not named, not yet published');

    // A microCMS webhook body names the entry; an unreadable one publishes everything, with a warning.
    const hook = join(root, 'hook.json');
    await writeFile(hook, JSON.stringify({ service: 'aonami', api: 'news', id: other, type: 'edit', contents: null }));
    expect(await npmRun('publish', ['--webhook-body', hook])).toMatch(/1 entries changed/);
    expect(await postTitle(`/news/posts/${other}`)).toBe('Not named, not yet published');
    const last = await retitle(5, 'Published by a full sync after a bad hook');
    await writeFile(hook, '{"api": 1}');
    const output = await npmRun('publish', ['--webhook-body', hook]);
    expect(output).toMatch(/the webhook body is unusable \(Not a microCMS webhook payload: .*\); publishing everything that changed/);
    expect(await postTitle(`/news/posts/${last}`)).toBe('Published by a full sync after a bad hook');
    await expect(npmRun('publish', ['news/../../etc'])).rejects.toThrow(/Not an API or an entry \(`api` or `api\/id`\): news\/..\/..\/etc/);
  }, 240_000);
});
