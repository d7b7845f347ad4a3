/**
 * `npm run build`: sync the content snapshot, pre-render every URL with Vike,
 * precompress the output and stamp it. `--no-sync` renders the existing snapshot.
 */
import { randomBytes } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EnvError, loadEnv } from '../src/config/env.ts';
import { bin, run } from './lib/run.ts';
import { compressTree } from './lib/compress.ts';
import { sourceHash } from './lib/source-hash.ts';
import { BUILD_STAMP } from './lib/build-stamp.ts';
import { completeEnglishNotFound } from './lib/not-found-assets.ts';

async function countPages(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count += 1;
  }
  return count;
}

export async function build({ sync = true } = {}): Promise<void> {
  const started = performance.now();
  loadEnv(); // Fail early, listing every bad variable.
  if (sync) await run(bin('tsx'), ['scripts/sync-content.ts']);
  const buildId = `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  await run(bin('vike'), ['build'], { ...process.env, BUILD_ID: buildId, VITE_BUILD_YEAR: String(new Date().getFullYear()) });
  await completeEnglishNotFound(join('dist', 'client'));
  const compressed = await compressTree(join('dist', 'client'));
  const pages = await countPages(join('dist', 'client'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await writeFile(BUILD_STAMP, JSON.stringify({ buildId, sourceHash: await sourceHash(), builtAt: new Date().toISOString(), pages }, null, 2));
  console.log(`build ${buildId}: ${pages} HTML files, ${compressed.files} files precompressed, ${seconds} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ sync: !process.argv.includes('--no-sync') }).catch((error: unknown) => {
    console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
