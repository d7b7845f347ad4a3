/**
 * Precompresses a directory of static files (brotli 11 and gzip 9) so the
 * server never compresses them per request. Used for the app's hashed assets
 * and public files, once per code change: few files, so the slowest and
 * smallest settings are affordable. Eight files at a time: unbounded
 * concurrency ran out of file descriptors (EMFILE) on large trees.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Extensions the build precompresses; the site server looks for their `.br` and `.gz` (server/static-files.ts). */
export const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_BYTES = 512;
const CONCURRENCY = 8;

export async function compressTree(dir: string): Promise<{ files: number; bytes: number; brBytes: number }> {
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  const paths = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile() && compressible.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const raw = await readFile(path);
      if (raw.length < MIN_BYTES) continue;
      const [b, g] = await Promise.all([
        br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        gz(raw, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
      totals.files += 1;
      totals.bytes += raw.length;
      totals.brBytes += b.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return totals;
}
