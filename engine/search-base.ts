/**
 * The base indexes the site search is built on (src/search/search-manifest.ts):
 * a whole Pagefind bundle in `dist/search/base-<release>/` with a record of
 * what it indexed, so a later release indexes only the pages whose files
 * changed since (a URL's `build`, engine/release-state.ts, names the release
 * that rendered its files: same build, same file).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localeOfPath } from '../src/i18n/locales.ts';
import { PAGEFIND_VERSION } from './search-merge.ts';
import { BASE_PREFIX, BASE_RECORD, SEARCH_ENTRY, searchDir } from './search-store.ts';

export interface BaseRecord {
  /** The base's directory name under dist/search/. */
  name: string;
  /** Every page the base was given: the release that rendered it, and its fragment name if Pagefind kept it. */
  urls: Map<string, { build: string; id: string }>;
}

interface RecordJson {
  version: 1;
  pagefind: string;
  urls: [url: string, build: string, id: string][];
}

export async function writeBaseRecord(dir: string, urls: BaseRecord['urls']): Promise<void> {
  const json: RecordJson = { version: 1, pagefind: PAGEFIND_VERSION, urls: [...urls].map(([url, u]) => [url, u.build, u.id]) };
  await writeFile(join(dir, BASE_RECORD), JSON.stringify(json));
}

async function readBaseRecord(distDir: string, name: string): Promise<BaseRecord | undefined> {
  const dir = join(searchDir(distDir), name);
  if (!existsSync(join(dir, SEARCH_ENTRY))) return undefined;
  try {
    const json = JSON.parse(await readFile(join(dir, BASE_RECORD), 'utf8')) as RecordJson;
    // Another Pagefind writes other files: a delta must be searched beside a base of its own version.
    if (json.version !== 1 || json.pagefind !== PAGEFIND_VERSION || !Array.isArray(json.urls)) return undefined;
    return { name, urls: new Map(json.urls.map(([url, build, id]) => [url, { build, id }])) };
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
  /** Pages to index into the delta: new, or rendered again since the base. */
  urls: string[];
  /** Per language, the base's fragments to hide: their pages changed or are gone. */
  hidden: Record<string, string[]>;
}

/** What a release (`pages`: URL → the release that rendered it) adds to and hides from `base`. */
export function planDelta(base: BaseRecord, pages: Map<string, string>): DeltaPlan {
  const urls = [...pages].filter(([url, build]) => base.urls.get(url)?.build !== build).map(([url]) => url);
  const hidden: Record<string, string[]> = {};
  for (const [url, { build, id }] of base.urls) {
    if (!id || pages.get(url) === build) continue;
    (hidden[localeOfPath(url)] ??= []).push(id);
  }
  return { urls, hidden };
}
