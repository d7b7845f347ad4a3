/**
 * `node scripts/draw-figures.ts`: writes our generated drawings into
 * src/assets/illustrations/ (category cover motifs, client marks, product
 * screens and diagrams in each language; sources in scripts/lib/figures/).
 * Commit the SVGs it writes: the site imports them as fingerprinted assets,
 * and a unit test (tests/unit/figures.test.ts) fails when a file on disk
 * differs from what its source draws.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawAll } from './lib/figures/index.ts';

const dir = resolve(dirname(fileURLToPath(import.meta.url)), '../src/assets/illustrations');

for (const [path, svg] of Object.entries(await drawAll())) {
  const file = join(dir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, svg);
  console.log(`${path}  ${svg.length} bytes`);
}
