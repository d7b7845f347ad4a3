/**
 * The code half of a build: Vike's client and server bundles in the dist
 * directory's `app/` (src/config/dist-dir.ts), made only when the code
 * changed. The code version hashes every source file; a page's signature
 * includes it together with the environment that shapes rendered pages
 * (SITE_ORIGIN), so a code or origin change renders every page again, while
 * only a code change rebuilds the bundles.
 */
import { createHash, hash } from 'node:crypto';
import { readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import type { BigIntStats } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appDirOf } from '../src/config/dist-dir.ts';
import { compressTree } from './compress.ts';
import { bin, run } from './run-command.ts';

// Not `new URL(…, import.meta.url)`: under a DOM test environment the global URL is jsdom's, whose href Node's
// loader refused (a jsdom test that rebuilt the app bundles failed with ERR_UNSUPPORTED_ESM_URL_SCHEME).
const EXIT_WITH_PARENT = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'exit-with-parent.ts')).href;

/** Everything a build's output depends on besides the content snapshot. */
const SOURCES = [
  'lib',
  'src',
  'pages',
  'content-client',
  'experiments',
  'engine',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.base.json',
  'tsconfig.browser.json',
  'tsconfig.node.json',
  'package-lock.json',
];
const INFO_FILE = 'build-info.json';

/** The files under `path` with their stats, in a stable order (looked at in parallel: about 300 files). */
async function files(path: string): Promise<[string, BigIntStats][]> {
  const s = await stat(path, { bigint: true }).catch(() => undefined);
  if (!s) return [];
  if (s.isFile()) return [[path, s]];
  const names = (await readdir(path)).sort();
  return (await Promise.all(names.map((name) => files(join(path, name))))).flat();
}

/**
 * Each file's digest by its stat signature: a long-running publisher asks for the code version before every
 * publish, and reading every source file again took about 90 ms of each. A file changed in the last second
 * is read every time (a second write within the file clock's tick would keep its signature).
 */
const digests = new Map<string, { signature: string; digest: string }>();
const SETTLED_NS = 1_000_000_000n;

async function fileDigest(file: string, s: BigIntStats): Promise<string> {
  const signature = `${s.mtimeNs}:${s.ctimeNs}:${s.size}:${s.ino}`;
  const known = digests.get(file);
  if (known?.signature === signature) return known.digest;
  const digest = hash('sha256', await readFile(file), 'base64url');
  const changed = s.mtimeNs > s.ctimeNs ? s.mtimeNs : s.ctimeNs;
  if (BigInt(Date.now()) * 1_000_000n - changed > SETTLED_NS) digests.set(file, { signature, digest });
  return digest;
}

/** Hash of every source file the bundles are made from (`sources`: files and directories, relative to the working directory). */
export async function codeVersion(sources: readonly string[] = SOURCES): Promise<string> {
  const all = (await Promise.all(sources.map(files))).flat();
  const fileDigests = await Promise.all(all.map(([file, s]) => fileDigest(file, s)));
  const version = createHash('sha256');
  all.forEach(([file], i) =>
    version
      .update(file)
      .update('\0')
      .update(fileDigests[i] ?? '')
      .update('\0'),
  );
  return version.digest('base64url').slice(0, 16);
}

export interface AppBuild {
  dir: string;
  clientDir: string;
  serverDir: string;
  codeVersion: string;
  built: boolean;
}

/**
 * The app bundles of a dist directory for this code version: reused when current, else built with
 * `vike build`. The caller holds the dist directory's build lock (engine/build-lock.ts).
 */
export async function ensureAppBuild(distDir: string, version: string, log: (line: string) => void): Promise<AppBuild> {
  const appDir = appDirOf(distDir);
  const app = { dir: appDir, clientDir: join(appDir, 'client'), serverDir: join(appDir, 'server'), codeVersion: version };
  const info = await readFile(join(appDir, INFO_FILE), 'utf8').then(
    (t) => JSON.parse(t) as { codeVersion?: string },
    () => undefined,
  );
  if (info?.codeVersion === version) return { ...app, built: false };
  log(`code changed: building the app bundles (vike build) for ${version} in ${appDir}`);
  const started = performance.now();
  // Removed first, never written over: releases hard-link these files, and Vite empties its outDir only when it
  // is inside the project (a dist directory elsewhere would have its files truncated and rewritten in place).
  await rm(appDir, { recursive: true, force: true });
  // NODE_ENV pinned: under a test runner it is `test`, and Vite would bundle React's development JSX runtime.
  // SITE_DIST_DIR: Vite's config writes the bundles to its app directory (vite.config.ts build.outDir).
  // Preloading exit-with-parent.ts: a build started by a server that is then killed must not outlive it.
  // A young generation of 2 MB (as engine/run-command.ts nodeTs gives every build process): Vite's peak went from
  // 537 to 442 MiB resident, in the same time (4.9 and 4.2 s; `vike build` alone, measured with scripts/lib/measure.ts).
  // MIMALLOC_*: Vite 8 bundles with Rolldown, whose native code allocates with mimalloc. Its arenas committed
  // eagerly and its freed pages purged after a delay kept `vike build` at 422–434 MiB resident; lazily committed
  // arenas and pages purged at once, 262–275 MiB in the same time (three runs each, mimalloc's documented options).
  // Beside the build process that is what keeps a build's code step under 512 MiB. An operator's own setting wins.
  await run(
    process.execPath,
    ['--max-semi-space-size=2', '--import', EXIT_WITH_PARENT, bin('vike'), 'build'],
    {
      MIMALLOC_ARENA_EAGER_COMMIT: '0',
      MIMALLOC_PURGE_DELAY: '0',
      ...process.env,
      NODE_ENV: 'production',
      SITE_DIST_DIR: resolve(distDir),
      VITE_BUILD_YEAR: String(new Date().getFullYear()),
    },
    (line) => line.trim() && log(line),
  );
  // The server bundle imports its dependencies (React, Vike, better-sqlite3…) by name, and Node looks for them in
  // node_modules folders above the importing file: a dist directory outside the project needs this link to them.
  await symlink(relative(appDir, resolve('node_modules')), join(appDir, 'node_modules'), 'dir');
  // Few files, compressed once per code change: the slowest, smallest settings (compress.ts).
  const { files: compressed } = await compressTree(app.clientDir);
  await writeFile(join(appDir, INFO_FILE), JSON.stringify({ codeVersion: version, builtAt: new Date().toISOString(), compressed }));
  log(`app bundles built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { ...app, built: true };
}
