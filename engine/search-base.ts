/**
 * The base indexes the site search is built on (src/search/search-manifest.ts):
 * a whole Pagefind bundle in `dist/search/base-<release>/` with a record of
 * what it indexed, so a later release indexes only the pages whose searchable
 * content changed since: those whose files were rendered again (a URL's
 * `build`, engine/release-state.ts, names the release that rendered its
 * files) and whose search hash (engine/search-hash.ts) differs.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { localeOfPath } from '../src/i18n/locales.ts';
import { PAGEFIND_VERSION } from './search-merge.ts';
import { BASE_PREFIX, BASE_RECORD, SEARCH_ENTRY, searchDir } from './search-store.ts';

export interface BaseRecord {
  /** The base's directory name under dist/search/. */
  name: string;
  /** Every page the base was given: the release that rendered it, its search hash, its fragment name if Pagefind kept it. */
  urls: Map<string, BasePage>;
  /** Per locale, the base index's words: a delta carries them (src/search/search-manifest.ts, the vocabulary page). */
  vocabulary: Record<string, string[]>;
}
export interface BasePage {
  build: string;
  /** '' for a page without searchable content. */
  hash: string;
  id: string;
}

/**
 * The record's version, and with it the base's: bump it when what the indexer gives Pagefind changes (the searchable
 * document, the Japanese segmentation), so that a base written the old way is not searched beside a new delta.
 */
export const RECORD_VERSION = 5;

interface RecordJson {
  version: typeof RECORD_VERSION;
  pagefind: string;
  urls: [url: string, build: string, hash: string, id: string][];
  vocabulary: Record<string, string[]>;
}

export async function writeBaseRecord(dir: string, urls: BaseRecord['urls'], vocabulary: BaseRecord['vocabulary']): Promise<void> {
  const json: RecordJson = {
    version: RECORD_VERSION,
    pagefind: PAGEFIND_VERSION,
    urls: [...urls].map(([url, u]) => [url, u.build, u.hash, u.id]),
    vocabulary,
  };
  await writeFile(join(dir, BASE_RECORD), JSON.stringify(json));
}

/**
 * The last record read, by file and its size and time: an indexer process kept between releases reads its base's
 * record (31,700 pages and the base's words at 10,000 news) once, not once per release.
 */
let lastRead: { key: string; record: BaseRecord | undefined } | undefined;

export async function readBaseRecord(distDir: string, name: string): Promise<BaseRecord | undefined> {
  const dir = join(searchDir(distDir), name);
  if (!existsSync(join(dir, SEARCH_ENTRY))) return undefined;
  const file = join(dir, BASE_RECORD);
  const key = await stat(file).then(
    (s) => `${resolve(file)}\0${s.size}\0${s.mtimeMs}\0${s.ino}`,
    () => undefined,
  );
  if (key !== undefined && lastRead?.key === key) return lastRead.record;
  const record = await parseBaseRecord(file, name);
  if (key !== undefined) lastRead = { key, record };
  return record;
}

async function parseBaseRecord(file: string, name: string): Promise<BaseRecord | undefined> {
  try {
    const json = JSON.parse(await readFile(file, 'utf8')) as RecordJson;
    // Another Pagefind writes other files: a delta must be searched beside a base of its own version.
    if (json.version !== RECORD_VERSION || json.pagefind !== PAGEFIND_VERSION || !Array.isArray(json.urls)) return undefined;
    if (typeof json.vocabulary !== 'object' || json.vocabulary === null) return undefined;
    return {
      name,
      urls: new Map(json.urls.map(([url, build, hash, id]) => [url, { build, hash, id }])),
      vocabulary: json.vocabulary,
    };
  } catch {
    return undefined;
  }
}

/** Complete bases, newest first. */
export async function listBases(distDir: string): Promise<string[]> {
  const names = await readdir(searchDir(distDir)).catch(() => [] as string[]);
  return names
    .filter((n) => n.startsWith(BASE_PREFIX) && !n.includes('.') && existsSync(join(searchDir(distDir), n, SEARCH_ENTRY)))
    .sort()
    .reverse();
}

/** The newest readable base of a release no newer than `releaseId` (release ids sort by time). */
export async function latestBase(distDir: string, releaseId: string): Promise<BaseRecord | undefined> {
  for (const name of await listBases(distDir)) {
    if (name.slice(BASE_PREFIX.length) > releaseId) continue;
    const record = await readBaseRecord(distDir, name);
    if (record) return record;
  }
  return undefined;
}

export interface DeltaPlan {
  /** Pages to index into the delta: new, or with other searchable content than in the base. */
  urls: string[];
  /** Pages rendered again since the base: their search hash was computed. */
  read: number;
  /** Per language, the base's fragments to hide: their pages changed or are gone. */
  hidden: Record<string, string[]>;
}

/** Search hashes computed at a time. */
const READ_AHEAD = 16;

/**
 * What a release (`pages`: URL → the release that rendered it) adds to and hides from `base`;
 * `hashOf` gives a page's search hash ('' when it has no searchable content).
 */
export async function planDelta(
  base: BaseRecord,
  pages: Map<string, string>,
  hashOf: (url: string) => Promise<string>,
): Promise<DeltaPlan> {
  const rendered = [...pages].filter(([url, build]) => base.urls.get(url)?.build !== build).map(([url]) => url);
  const plan: DeltaPlan = { urls: [], read: rendered.length, hidden: {} };
  const hide = (url: string, id: string) => (plan.hidden[localeOfPath(url)] ??= []).push(id);
  for (let i = 0; i < rendered.length; i += READ_AHEAD) {
    const batch = rendered.slice(i, i + READ_AHEAD);
    const hashes = await Promise.all(batch.map(hashOf));
    batch.forEach((url, k) => {
      const before = base.urls.get(url);
      const hash = hashes[k] as string;
      if (before?.hash === hash) return; // rendered again, but the search sees the same page
      if (before?.id) hide(url, before.id);
      if (hash) plan.urls.push(url);
    });
  }
  for (const [url, { id }] of base.urls) if (id && !pages.has(url)) hide(url, id);
  return plan;
}
