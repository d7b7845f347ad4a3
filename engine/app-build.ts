/**
 * The code half of a build: Vike's client and server bundles in dist/app,
 * made only when the code changed. The code version hashes every source
 * file; a page's signature includes it together with the environment that
 * shapes rendered pages (SITE_ORIGIN), so a code or origin change renders
 * every page again, while only a code change rebuilds the bundles.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compressTree } from './compress.ts';
import { withAppBuildLock } from './build-lock.ts';
import { bin, run } from '../scripts/lib/run.ts';

/** Everything a build's output depends on besides the content snapshot. */
const SOURCES = [
  'src',
  'pages',
  'content-client',
  'experiments',
  'engine',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const INFO_FILE = 'build-info.json';

async function* files(path: string): AsyncGenerator<string> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return;
  if (s.isFile()) {
    yield path;
    return;
  }
  for (const entry of (await readdir(path)).sort()) yield* files(join(path, entry));
}

/** Hash of every source file the bundles are made from. */
export async function codeVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of SOURCES) {
    for await (const file of files(input))
      hash
        .update(file)
        .update('\0')
        .update(await readFile(file))
        .update('\0');
  }
  return hash.digest('base64url').slice(0, 16);
}

export interface AppBuild {
  dir: string;
  clientDir: string;
  serverDir: string;
  codeVersion: string;
  built: boolean;
}

/** dist/app for this code version: reused when current, else built with `vike build` (one at a time). */
export function ensureAppBuild(appDir: string, version: string, log: (line: string) => void): Promise<AppBuild> {
  return withAppBuildLock(appDir, () => appBuild(appDir, version, log));
}

async function appBuild(appDir: string, version: string, log: (line: string) => void): Promise<AppBuild> {
  const app = { dir: appDir, clientDir: join(appDir, 'client'), serverDir: join(appDir, 'server'), codeVersion: version };
  const info = await readFile(join(appDir, INFO_FILE), 'utf8').then(
    (t) => JSON.parse(t) as { codeVersion?: string },
    () => undefined,
  );
  if (info?.codeVersion === version) return { ...app, built: false };
  log(`code changed: building the app bundles (vike build) for ${version}`);
  // NODE_ENV pinned: under a test runner it is `test`, and Vite would bundle React's development JSX runtime.
  await run(bin('vike'), ['build'], { ...process.env, NODE_ENV: 'production', VITE_BUILD_YEAR: String(new Date().getFullYear()) });
  // Few files, compressed once per code change: the slowest, smallest settings (compress.ts).
  const { files: compressed } = await compressTree(app.clientDir);
  await writeFile(join(appDir, INFO_FILE), JSON.stringify({ codeVersion: version, builtAt: new Date().toISOString(), compressed }));
  return { ...app, built: true };
}
