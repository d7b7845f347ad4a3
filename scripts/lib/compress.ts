/** Precompresses the built site (brotli and gzip) so the server never compresses per request. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compressible } from '../../server/static-files.ts';

const br = promisify(brotliCompress);
const gz = promisify(gzip);
const MIN_BYTES = 512;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

export async function compressTree(dir: string): Promise<{ files: number; bytes: number; brBytes: number }> {
  const totals = { files: 0, bytes: 0, brBytes: 0 };
  const jobs: Promise<void>[] = [];
  for await (const path of walk(dir)) {
    if (!compressible.has(extname(path))) continue;
    jobs.push(
      (async () => {
        const raw = await readFile(path);
        if (raw.length < MIN_BYTES) return;
        const [b, g] = await Promise.all([
          br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
          gz(raw, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${path}.br`, b), writeFile(`${path}.gz`, g)]);
        totals.files += 1;
        totals.bytes += raw.length;
        totals.brBytes += b.length;
      })(),
    );
  }
  await Promise.all(jobs);
  return totals;
}
