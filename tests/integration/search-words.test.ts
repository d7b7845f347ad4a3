/**
 * Japanese that finds what it shows (issue 26): 200 words and compounds
 * taken from the fixture site's own Japanese pages (required compounds,
 * product names, kanji compounds, katakana terms, katakana with voiced and
 * semi-voiced marks, ご-words, kanji–katakana compounds), picked without a
 * word segmenter, each searched as the browser searches it (Pagefind's
 * pagefind.js, which segments the query with Intl.Segmenter) and finding
 * the page it came from; the same for 200 English words. Excerpts and
 * titles, with the indexer's spaces taken out (word-breaks.ts), read as the
 * page does.
 *
 * The index is the site's own (the build's search phase, engine/search-indexer.ts,
 * which segments Japanese pages with src/search/segment-words.ts), searched
 * as the dialog searches it (src/search/pagefind.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realpathSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Parser } from 'htmlparser2';
import { openContentClient } from '../../content-client/client.ts';
import { syncContent } from '../../content-client/sync.ts';
import { loadEnv } from '../../src/config/env.ts';
import { buildSite } from '../../engine/build.ts';
import { INDEX_LANG, segmentWords } from '../../src/search/segment-words.ts';
import { excerptParts, hitTitle } from '../../src/search/pagefind.ts';
import { seedAppBundles } from '../helpers/app-bundles.ts';
import { hitPaths, openBundle, serveDir, type Hit } from '../helpers/pagefind-search.ts';
import { hasMark, pickWords, sitePages, titleOf, type Category, type SitePage, type Word } from '../helpers/search-words.ts';

const KATAKANA = /[\p{sc=Katakana}ー]+/gu;
/**
 * Whole runs of `chars` (kanji, or kanji and katakana) that are words as written: not after an honorific
 * お (お客様 is the word, not 客様), and before a particle or anything but kana that continue the word
 * (見通し, 取り除く).
 */
const NOUN = (chars: string) =>
  new RegExp(`(?<![お${chars}])[${chars}]+(?=[のはがをにへとでもやかなだ]|[^${chars}\\p{sc=Hiragana}]|$)`, 'gu');
const JAPANESE: Category[] = [
  { name: 'product', runs: /[A-Z][A-Za-z0-9]+(?: [A-Z][A-Za-z0-9.]+)*|(?<=「)[^」\n]{2,16}(?=」)/gu, count: 25 },
  { name: 'kanji', runs: NOUN('\\p{sc=Han}'), keep: (w) => w.length >= 2 && w.length <= 8, count: 50 },
  { name: 'katakana', runs: KATAKANA, keep: (w) => w.length >= 3 && !hasMark(w, '\u3099') && !hasMark(w, '\u309a'), count: 25 },
  { name: 'voiced', runs: KATAKANA, keep: (w) => w.length >= 2 && hasMark(w, '\u3099') && !hasMark(w, '\u309a'), count: 25 },
  { name: 'semi-voiced', runs: KATAKANA, keep: (w) => w.length >= 2 && hasMark(w, '\u309a'), count: 20 },
  { name: 'ご-word', runs: /ご\p{sc=Han}{2,}/gu, count: 15 },
  {
    name: 'kanji-katakana',
    runs: NOUN('\\p{sc=Han}\\p{sc=Katakana}ー'),
    keep: (w) => /\p{sc=Han}/u.test(w) && /\p{sc=Katakana}/u.test(w) && w.length <= 14,
    count: 36,
  },
];
const ENGLISH: Category[] = [
  { name: 'name', runs: /\b[A-Z][A-Za-z0-9]+(?: [A-Z][A-Za-z0-9]+)+\b/g, count: 30 },
  { name: 'hyphenated', runs: /\b[A-Za-z]+(?:-[A-Za-z]+)+\b/g, count: 30 },
  { name: 'word', runs: /\b[A-Za-z][a-z]{3,}\b/g, count: 140 },
];

let dir: string;
let served: Awaited<ReturnType<typeof serveDir>> | undefined;
let pages: SitePage[];
const search: Partial<Record<'ja' | 'en', (term: string) => Promise<Hit[]>>> = {};

/** The words whose page is not among the results of searching `term(word)`. */
async function missed(lang: 'ja' | 'en', words: Word[], term = (word: string) => word): Promise<string[]> {
  const lost: string[] = [];
  for (const { word, url, category } of words) {
    const hits = await (search[lang] as (term: string) => Promise<Hit[]>)(term(word));
    if (!hitPaths(hits).includes(url)) lost.push(`${category} ${word} (${url})`);
  }
  return lost;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'search-words-'));
  const [contentDir, snapshotDir, distDir] = ['content', 'snapshot', 'dist'].map((d) => join(dir, d)) as [string, string, string];
  await cp(resolve('content'), contentDir, { recursive: true });
  const content = await openContentClient(loadEnv({}), { contentDir });
  try {
    await syncContent({ client: content.client, source: content.source, dir: snapshotDir });
  } finally {
    await content.close();
  }
  await seedAppBundles(distDir);
  const report = await buildSite({ distDir, snapshotDir, siteOrigin: 'https://www.example.test', search: 'wait', log: () => {} });
  expect(report.search).toBe('indexed');
  pages = await sitePages(distDir);
  served = await serveDir(distDir);
  const bundle = realpathSync(join(distDir, 'search', 'current'));
  for (const lang of ['ja', 'en'] as const) search[lang] = await openBundle(bundle, `${served.origin}/search/current/`, lang);
}, 180_000);

afterAll(async () => {
  await served?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Text as the page reads it, whitespace runs as one space. */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('Japanese pages', () => {
  let words: Word[] = [];
  beforeAll(() => {
    words = pickWords(
      pages.filter((p) => p.locale === 'ja'),
      JAPANESE,
      // Two with a middle dot: searched as a phrase, they match only if the dot does not count as a word between.
      ['量子化学', '電池材料', '動画・スライド', 'アオナミ・クオンタム'],
    );
  });

  it('find the page each of 200 of their words and compounds came from', async () => {
    expect(words).toHaveLength(200);
    expect(await missed('ja', words)).toEqual([]);
  }, 120_000);

  // A phrase ("…") matches whole words in a row: found only when the query is cut into the page's words.
  it('find it for each word searched as a phrase, too', async () => {
    expect(await missed('ja', words, (word) => `"${word}"`)).toEqual([]);
  }, 120_000);

  it('are changed in their text only, and only by spaces and glue between words', () => {
    const parse = (html: string) => {
      const out = { tags: [] as string[], text: '' };
      const parser = new Parser({
        onopentag: (name, attribs) => out.tags.push(JSON.stringify([name, { ...attribs, ...(name === 'html' && { lang: '' }) }])),
        onclosetag: (name) => out.tags.push(`/${name}`),
        ontext: (text) => (out.text += text),
      });
      parser.write(html);
      parser.end();
      return out;
    };
    const bare = (text: string) => text.replace(/[\s`]/g, '');
    for (const page of pages.filter((p) => p.locale === 'ja')) {
      const [before, after] = [parse(page.doc), parse(segmentWords(page.doc))];
      expect(after.tags, page.url).toEqual(before.tags);
      expect(bare(after.text), page.url).toBe(bare(before.text.replaceAll('`', '\uff40')));
      expect(segmentWords(page.doc)).toContain(`<html lang="${INDEX_LANG}">`);
    }
    const english = pages.find((p) => p.locale === 'en') as SitePage;
    expect(() => segmentWords(english.doc)).toThrow('segmentWords takes a Japanese page (<html lang="ja">), not lang="en"');
  });

  it('give excerpts and titles without the spaces between words, and with the page’s own', async () => {
    const checked = new Set<string>();
    for (const word of ['量子化学', '電池材料', 'アルゴリズム', 'プロジェクト', 'ご相談', 'Qamuy', '概要', 'お問い合わせ']) {
      for (const hit of (await search.ja?.(word)) ?? []) {
        const page = pages.find((p) => p.url === hitPaths([hit])[0]) as SitePage;
        const text = flat(page.text);
        const excerpt = flat(excerptParts(hit.excerpt, 'ja').join(''));
        expect(text, hit.excerpt).toContain(excerpt);
        expect(flat(hitTitle(hit, 'ja'))).toBe(titleOf(page.doc));
        checked.add(page.url);
      }
    }
    expect(checked.size).toBeGreaterThan(30);
  }, 60_000);
});

describe('English pages', () => {
  it('find the page each of 200 of their words came from', async () => {
    const words = pickWords(
      pages.filter((p) => p.locale === 'en'),
      ENGLISH,
    );
    expect(words).toHaveLength(200);
    expect(await missed('en', words)).toEqual([]);
  }, 120_000);
});
