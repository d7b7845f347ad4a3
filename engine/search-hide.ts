/**
 * An entry that is deleted or unpublished leaves the site search as soon as
 * the publisher knows, not when its release is indexed: removing it re-renders
 * every later listing page (an entry less moves them all), and at 10,000 news
 * the deleted page was still found for 33–41 s after the webhook.
 *
 * `hideFromSearch` adds the entry's pages to the search manifest (the base's
 * and delta's pages to hide, src/search/search-manifest.ts) of the index the
 * site serves now, and keeps them in `dist/search/hide.json` with a marker
 * (a release id made at that moment): the index of any release older than
 * the marker (made from a snapshot that still had the entry, and perhaps
 * being indexed right now) hides them too. Releases made after the marker
 * were built without the entry (or with it again, published anew: then it is
 * found again); once one of them is live, the marker is dropped.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { localeOfPath } from '../src/i18n/locales.ts';
import { parseSearchManifest, SEARCH_MANIFEST, type SearchManifest } from '../src/search/search-manifest.ts';
import { readBaseRecord } from './search-base.ts';
import { currentSearchIndex, DELTA_RECORD, hasSearchIndex, replaceFile, searchDir, searchIndexDir } from './search-store.ts';
import { liveReleaseId, newReleaseId } from './releases.ts';

const HIDE_FILE = 'hide.json';

/** URL → the marker: indexes of releases older than it hide the URL. */
type Hides = Record<string, string>;

async function readHides(distDir: string): Promise<Hides> {
  try {
    const json: unknown = JSON.parse(await readFile(join(searchDir(distDir), HIDE_FILE), 'utf8'));
    if (typeof json === 'object' && json !== null && Object.values(json).every((v) => typeof v === 'string')) return json as Hides;
  } catch {
    // none yet, or unreadable: nothing pending (the next index of a release without the entry is right anyway)
  }
  return {};
}

async function writeHides(distDir: string, hides: Hides): Promise<void> {
  await replaceFile(join(searchDir(distDir), HIDE_FILE), JSON.stringify(hides));
}

/** The URLs pending for the index of `releaseId`: those hidden after the release was made. */
export async function hiddenSince(distDir: string, releaseId: string): Promise<string[]> {
  return Object.entries(await readHides(distDir))
    .filter(([, marker]) => releaseId < marker)
    .map(([url]) => url);
}

/**
 * Adds the fragments of `urls` to a manifest's pages to hide, found through the base's record and the
 * index's own delta record (url → fragment name). Returns how many it added.
 */
export function addHidden(manifest: SearchManifest, urls: string[], ids: (url: string) => (string | undefined)[]): number {
  let added = 0;
  for (const url of urls) {
    const lang = localeOfPath(url);
    const hidden = (manifest.hidden[lang] ??= []);
    for (const id of ids(url)) {
      if (!id || hidden.includes(id)) continue;
      hidden.push(id);
      added++;
    }
  }
  return added;
}

/** Hides `urls` in the index of `releaseId` as it is served; says whether its manifest changed. */
async function hideInIndex(distDir: string, releaseId: string, urls: string[]): Promise<boolean> {
  const dir = searchIndexDir(distDir, releaseId);
  const manifest = parseSearchManifest(JSON.parse(await readFile(join(dir, SEARCH_MANIFEST), 'utf8')));
  const base = await readBaseRecord(distDir, manifest.base);
  const delta = (JSON.parse(await readFile(join(dir, DELTA_RECORD), 'utf8').catch(() => '{}')) ?? {}) as Record<string, string>;
  const added = addHidden(manifest, urls, (url) => [base?.urls.get(url)?.id, delta[url]]);
  if (!added) return false;
  const text = JSON.stringify(manifest);
  const path = join(dir, SEARCH_MANIFEST);
  // The compressed copies first (the server prefers them), then the manifest itself.
  await replaceFile(`${path}.br`, brotliCompressSync(text));
  await replaceFile(`${path}.gz`, gzipSync(text));
  await replaceFile(path, text);
  return true;
}

/**
 * Hides the pages `urls` (an entry's own pages, gone from the content) in the index served now and in any
 * index of an older release written later. Returns the releases whose index it changed.
 */
export async function hideFromSearch(distDir: string, urls: string[]): Promise<string[]> {
  if (!urls.length) return [];
  const marker = newReleaseId();
  const hides = await readHides(distDir);
  for (const url of urls) hides[url] = marker;
  // Markers older than the live release are done with: it was made without those pages (or with them anew).
  const live = await liveReleaseId(distDir);
  for (const [url, at] of Object.entries(hides)) if (live && at < live) delete hides[url];
  await writeHides(distDir, hides);
  const changed: string[] = [];
  for (const id of new Set([live, await currentSearchIndex(distDir)])) {
    if (id && hasSearchIndex(distDir, id) && (await hideInIndex(distDir, id, urls))) changed.push(id);
  }
  return changed;
}
