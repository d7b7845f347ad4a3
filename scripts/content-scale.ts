/**
 * `npm run content:scale -- --news N --out DIR [--seed S]`: writes a fixture set
 * for the embedded content service with N news, N/5 case studies and N/2
 * publications (see scripts/lib/scale-fixtures.ts), to build and measure the
 * site at scale: `CONTENT_DIR=DIR npm run build`.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateScaleFixtures } from './lib/scale-fixtures.ts';

const CATEGORIES = fileURLToPath(new URL('../content/categories.json', import.meta.url));

function positiveInt(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number ≥ 0, got ${raw ?? 'nothing'}`);
  return n;
}

/**
 * Writes the files and returns their total size; each file is renamed into place whole, so a running embedded
 * service never reads half of one. A list written in parts replaces that list's earlier files (one file or parts)
 * first: the service would join them with the new ones.
 */
export async function writeScaleContent(
  out: string,
  news: number,
  seed: number,
  partSize?: number,
): Promise<{ bytes: number; counts: ReturnType<typeof generateScaleFixtures>['counts'] }> {
  const { files, counts } = generateScaleFixtures({ news, seed, partSize, categoriesJson: await readFile(CATEGORIES, 'utf8') });
  for (const list of new Set(files.filter(([name]) => name.includes('/')).map(([name]) => dirname(name)))) {
    await rm(join(out, `${list}.json`), { force: true });
    await rm(join(out, list), { recursive: true, force: true });
  }
  let bytes = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    bytes += data.length;
    const path = join(out, name);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(`${path}.tmp`, data);
    await rename(`${path}.tmp`, path);
  }
  return { bytes, counts };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { news: { type: 'string' }, out: { type: 'string' }, seed: { type: 'string' } } });
  if (values.news === undefined || values.out === undefined)
    throw new Error('usage: npm run content:scale -- --news N --out DIR [--seed S]');
  const news = positiveInt('news', values.news);
  const seed = positiveInt('seed', values.seed, 1);
  const started = performance.now();
  const { bytes, counts } = await writeScaleContent(resolve(values.out), news, seed);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `content:scale: ${counts.news} news, ${counts.cases} cases, ${counts.publications} publications (+${counts.drafts} drafts), seed ${seed} → ${values.out}: ${(bytes / 1e6).toFixed(1)} MB in ${seconds} s`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  });
}
