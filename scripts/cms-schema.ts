/**
 * Writes the microCMS API-schema files (microcms/api-<endpoint>.json) from the
 * zod content model, for importing when each API is created in microCMS.
 *
 *   npm run cms:schema            write the files
 *   npm run cms:schema -- --check exit 1 if a committed file differs (CI-style)
 *
 * tests/unit/cms-schema.test.ts runs the same comparison on every test run.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSchemaFiles } from './lib/cms-schema-build.ts';

export const MICROCMS_DIR = fileURLToPath(new URL('../microcms/', import.meta.url));

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const stale: string[] = [];
  if (!check) await mkdir(MICROCMS_DIR, { recursive: true });
  for (const [name, text] of renderSchemaFiles()) {
    const path = join(MICROCMS_DIR, name);
    const current = await readFile(path, 'utf8').catch(() => undefined);
    if (current === text) continue;
    stale.push(name);
    if (!check) await writeFile(path, text);
  }
  if (check && stale.length) {
    console.error(`cms:schema: out of date: ${stale.join(', ')}; run npm run cms:schema`);
    process.exitCode = 1;
    return;
  }
  console.log(stale.length ? `cms:schema: wrote ${stale.join(', ')} in microcms/` : 'cms:schema: microcms/ is up to date');
}

await main();
