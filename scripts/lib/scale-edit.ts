/**
 * The benchmarks' generated content: made once by `npm run content:scale`, then read and edited whether a list
 * is one file (`news.json`) or parts (`news/0001.json`, …, as content:scale writes it), to stand in for an
 * editor's change in the CMS. Only the files holding an edited entry are written, each renamed into place
 * whole, so the embedded service re-reads a part and never half of one.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nodeTs, run } from '../../engine/run-command.ts';

/** Writes N news (scripts/content-scale.ts) into `dir` unless it has them in parts already (an older run's single files are replaced). */
export async function ensureScaleContent(dir: string, news: number): Promise<void> {
  if (!existsSync(join(dir, 'news'))) await run(...nodeTs('scripts/content-scale.ts', ['--news', String(news), '--out', dir]));
}

export type FixtureEntry = Record<string, unknown> & { id: string };
interface ListFile {
  contents: FixtureEntry[];
}

/** The files of a list endpoint, in the order the embedded service joins them. */
async function listFiles(dir: string, endpoint: string): Promise<string[]> {
  const whole = join(dir, `${endpoint}.json`);
  const parts = existsSync(join(dir, endpoint))
    ? (await readdir(join(dir, endpoint)))
        .filter((n) => n.endsWith('.json'))
        .sort()
        .map((n) => join(dir, endpoint, n))
    : [];
  const files = [...(existsSync(whole) ? [whole] : []), ...parts];
  if (files.length === 0) throw new Error(`no ${endpoint}.json nor ${endpoint}/*.json in ${dir}`);
  return files;
}

/** Every entry of the list, drafts included, in the service's order. */
export async function readListEntries(dir: string, endpoint: string): Promise<FixtureEntry[]> {
  const files = await Promise.all((await listFiles(dir, endpoint)).map(async (f) => JSON.parse(await readFile(f, 'utf8')) as ListFile));
  return files.flatMap((f) => f.contents);
}

/**
 * Applies `edit` to the entries with the given ids (undefined deletes the entry) and writes the files that held
 * them. Returns each written file's text before this edit, for `restoreFiles`.
 */
export async function editListEntries(
  dir: string,
  endpoint: string,
  ids: readonly string[],
  edit: (entry: FixtureEntry) => FixtureEntry | undefined,
): Promise<Map<string, string>> {
  const before = new Map<string, string>();
  const wanted = new Set(ids);
  for (const file of await listFiles(dir, endpoint)) {
    const text = await readFile(file, 'utf8');
    const list = JSON.parse(text) as ListFile;
    if (!list.contents.some((e) => wanted.has(e.id))) continue;
    list.contents = list.contents.flatMap((e) => (wanted.has(e.id) ? (edit(e) ?? []) : [e]));
    before.set(file, text);
    await writeFile(`${file}.tmp`, JSON.stringify(list));
    await rename(`${file}.tmp`, file);
  }
  return before;
}

/** Writes files back as they were (the first text `editListEntries` returned for each). */
export async function restoreFiles(texts: ReadonlyMap<string, string>): Promise<void> {
  for (const [file, text] of texts) {
    await writeFile(`${file}.tmp`, text);
    await rename(`${file}.tmp`, file);
  }
}
