/**
 * Words of the site's own pages, picked without any word segmenter, to
 * search for (tests/integration/search-words.test.ts): the text Pagefind
 * indexes on each page (its `data-pagefind-body` element without what
 * Pagefind leaves out), and from it, per category, words in a fixed
 * pseudo-random order (a hash of the word), each with the page it was
 * first seen on.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { readReleaseState } from '../../engine/release-state.ts';
import { searchableDocument } from '../../engine/search-indexer.ts';
import { liveReleaseId, releaseDir } from '../../engine/releases.ts';
import { localeOfPath, type Locale } from '../../src/i18n/locales.ts';
import { NOT_FOUND_URLS, OUT, outputPaths } from '../../src/prerender/output-paths.ts';

export interface SitePage {
  url: string;
  locale: Locale;
  html: string;
  /** What the indexer gives Pagefind (engine/search-indexer.ts). */
  doc: string;
  /** The text Pagefind indexes, tags dropped, blocks apart. */
  text: string;
}

/** Elements Pagefind leaves out, and those whose text it runs on with the text around (fossick/parser.rs; `<wbr>`: the indexer drops it). */
const REMOVED = new Set(['head', 'style', 'script', 'noscript', 'label', 'form', 'svg', 'footer', 'nav', 'iframe', 'template']);
const INLINE = new Set(
  'a abbr acronym b bdo big button cite code dfn em i img input kbd label map object output q samp script select small span strong sub sup textarea time tt var wbr'.split(
    ' ',
  ),
);

/** The text of the page's `data-pagefind-body` element, without removed and `data-pagefind-ignore` elements. */
export function indexedText(html: string): string {
  let text = '';
  let depth = 0; // inside the body: its depth; 0 outside
  let skipAt = 0; // inside a left-out element: the body depth it starts at
  const parser = new Parser({
    onopentag(name, attribs) {
      if (depth) depth++;
      else if ('data-pagefind-body' in attribs) depth = 1;
      if (depth && !skipAt && (REMOVED.has(name) || 'data-pagefind-ignore' in attribs)) skipAt = depth;
      if (!INLINE.has(name)) text += '\n';
    },
    onclosetag(name) {
      if (depth && skipAt === depth) skipAt = 0;
      if (depth) depth--;
      if (!INLINE.has(name)) text += '\n';
    },
    ontext(t) {
      if (depth && !skipAt) text += t;
    },
  });
  parser.write(html);
  parser.end();
  return text.replace(/\s*\n\s*/g, '\n').trim();
}

/** The page's title as Pagefind takes it: a `title:` meta attribute, else its body's first heading. */
export function titleOf(doc: string): string {
  let title: string | undefined;
  let heading: string | undefined;
  let inH1 = false;
  const parser = new Parser({
    onopentag(name, attribs) {
      const meta = attribs['data-pagefind-meta'];
      if (meta?.startsWith('title:')) title ??= meta.slice('title:'.length);
      if (name === 'h1' && heading === undefined) [inH1, heading] = [true, ''];
    },
    onclosetag(name) {
      if (name === 'h1') inH1 = false;
    },
    ontext(t) {
      if (inH1) heading += t;
    },
  });
  parser.write(doc);
  parser.end();
  return (title ?? heading ?? '').replace(/\s+/g, ' ').trim();
}

/** The live release's searchable pages (those with a Pagefind body), in URL-list order. */
export async function sitePages(distDir: string): Promise<SitePage[]> {
  const release = releaseDir(distDir, (await liveReleaseId(distDir)) ?? '');
  const state = await readReleaseState(release);
  if (!state) throw new Error(`no live release in ${distDir}`);
  const notFound = new Set(Object.values(NOT_FOUND_URLS));
  const pages: SitePage[] = [];
  for (const [url, s] of state.urls) {
    if (!(s.flags & OUT.html) || notFound.has(url)) continue;
    const html = await readFile(join(release, 'client', outputPaths(url).html), 'utf8');
    const doc = searchableDocument(html);
    if (doc) pages.push({ url, locale: localeOfPath(url), html, doc, text: indexedText(doc) });
  }
  return pages;
}

export interface Word {
  word: string;
  url: string;
  category: string;
}

/** Categories: what a word must match (the whole of a longer run found by `runs`) and how many to take. */
export interface Category {
  name: string;
  runs: RegExp;
  keep?: (word: string) => boolean;
  count: number;
}

const order = (word: string) => createHash('sha256').update(word).digest('hex');

/**
 * `count` words per category, from the pages' text; a word is in the first
 * category that takes it, found on the first page it appears on.
 */
export function pickWords(pages: SitePage[], categories: Category[], required: string[] = []): Word[] {
  const firstPage = new Map<string, string>();
  const candidates = new Map<Category, Set<string>>(categories.map((c) => [c, new Set()]));
  for (const page of pages) {
    for (const category of categories) {
      for (const [word] of page.text.matchAll(category.runs)) {
        if (category.keep && !category.keep(word)) continue;
        candidates.get(category)?.add(word);
        if (!firstPage.has(word)) firstPage.set(word, page.url);
      }
    }
  }
  const taken = new Set<string>();
  const words: Word[] = [];
  for (const word of required) {
    const url = pages.find((p) => p.text.includes(word))?.url;
    if (!url) throw new Error(`"${word}" is on no page`);
    words.push({ word, url, category: 'required' });
    taken.add(word);
  }
  for (const category of categories) {
    const pool = [...(candidates.get(category) ?? [])].filter((w) => !taken.has(w)).sort((a, b) => order(a).localeCompare(order(b)));
    if (pool.length < category.count) throw new Error(`only ${pool.length} words for ${category.name}, not ${category.count}`);
    for (const word of pool.slice(0, category.count)) {
      taken.add(word);
      words.push({ word, url: firstPage.get(word) as string, category: category.name });
    }
  }
  return words;
}

/** Katakana with a voiced (゛) or semi-voiced (゜) mark, told apart by Unicode decomposition. */
export const hasMark = (word: string, mark: '\u3099' | '\u309a') => word.normalize('NFD').includes(mark);
