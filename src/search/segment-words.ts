/**
 * A Japanese page made ready for Pagefind (issue 26, build side; the browser
 * side and the why are in word-breaks.ts): its text split into words by
 * `Intl.Segmenter('ja')`, the algorithm (ICU's) the browser runs on the query
 * (Pagefind's coupled_search.ts), with a space between words, GLUE inside a
 * word between the smaller words it is made of and before the page's own
 * spaces next to Japanese, and `<html lang>` set to INDEX_LANG so that
 * Pagefind splits only at spaces.
 *
 * The text is segmented as one stream across inline tags (量子<b>化学</b> is
 * one run of text for the segmenter, as for the reader); block tags end a
 * run. Only text nodes change: tags, attributes and `data-pagefind-*`
 * markers are copied as they are, spliced at the positions htmlparser2
 * reports (as src/prerender/rich-text.ts does).
 */
import { Parser } from 'htmlparser2';
import { GLUE, unspaced } from './word-breaks.ts';

/**
 * The language Japanese pages are indexed under: "undetermined language in Japanese script" (BCP 47).
 * Pagefind segments only languages whose first subtag is zh, ja or th (fossick/mod.rs), and has no
 * stemmer for `und`, so it indexes the words as given, in files named `und-jpan_…`. The index is
 * listed as `ja` in pagefind-entry.json, the language the browser asks for (`<html lang>`).
 */
export const INDEX_LANG = 'und-jpan';

/** Elements whose text Pagefind never indexes, and whose source must stay as written. */
const RAW = new Set(['script', 'style', 'template', 'textarea', 'noscript']);
/** Elements that end a run of text (Pagefind separates their content too, fossick/parser.rs). */
const BLOCK =
  /^(address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|td|th|tr|ul)$/;
/** The page's own graves, which would read as GLUE. */
const OWN_GLUE = '\uff40';

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });
const SPACE = /\s/u;
const PUNCTUATION = /^[\p{P}\p{S}]+$/u;
const HAN = /\p{sc=Han}/u;
/** Kanji next to katakana: where a word like 排ガス or ガス田 changes script. */
const KANJI_KANA = /^(\p{sc=Han}[\p{sc=Katakana}ー]|[\p{sc=Katakana}ー]\p{sc=Han})$/u;

/** The character (code point) that ends at `i`, and the one that starts there. */
const before = (s: string, i: number) => (/[\udc00-\udfff]/.test(s[i - 1] ?? '') ? s.slice(i - 2, i) : s[i - 1]);
const after = (s: string, i: number) => String.fromCodePoint(s.codePointAt(i) ?? 0);

/** Per distinct word, so as large as the site's vocabulary. */
const inner = new Map<string, number[]>();
/**
 * Where a Japanese word of three or more characters has a smaller word with kanji inside it: the
 * segmenter's own dictionary word at the start of what follows (株式会社 → 株式|会社, ご利用 → ご|利用,
 * 大規模 → 大|規模, 見通し → 見|通し), or a change between kanji and katakana (排|ガス). Not inside
 * katakana words: the segmenter cuts unknown katakana anywhere (ソ|フト|ウェア). UTF-16 offsets.
 */
function innerWords(word: string): number[] {
  let found = inner.get(word);
  if (found) return found;
  found = [];
  const chars = [...word];
  if (chars.length > 2 && HAN.test(word) && chars.every((c) => unspaced(c))) {
    let offset = 0;
    for (let i = 1; i < chars.length; i++) {
      offset += (chars[i - 1] as string).length;
      const next = segmenter.segment(chars.slice(i).join('')).containing(0)?.segment ?? '';
      if (([...next].length > 1 && HAN.test(next)) || KANJI_KANA.test(`${chars[i - 1]}${chars[i]}`)) found.push(offset);
    }
  }
  inner.set(word, found);
  return found;
}

/** What to insert into the stream of text, by position (before the character there). */
function insertions(stream: string): Map<number, string> {
  const add = new Map<number, string>();
  // The page's own space next to unspaced text: glued to the word before it, so it takes no word position.
  for (const { 0: space, index: from } of stream.matchAll(/\s+/gu)) {
    const to = from + space.length;
    if (from > 0 && to < stream.length && (unspaced(before(stream, from)) || unspaced(after(stream, to)))) add.set(from, GLUE);
  }
  let previous = '\n';
  for (const { segment, index, isWordLike } of segmenter.segment(stream)) {
    // Punctuation stays with the word before it (動画・ スライド): alone between spaces it is a word Pagefind
    // drops from the index but still counts, so a phrase across it ("動画・スライド") never matched.
    const between = !SPACE.test(previous) && !SPACE.test(segment) && !(isWordLike === false && PUNCTUATION.test(segment));
    if (between && (unspaced(before(stream, index)) || unspaced(after(stream, index)))) add.set(index, ' ');
    for (const at of innerWords(segment)) add.set(index + at, GLUE);
    previous = segment;
  }
  return add;
}

/** Where the document changes: the source from `start` to `end` becomes `text`. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/**
 * The document (engine/search-indexer.ts `searchableDocument` of a Japanese
 * page) with its words separated, for Pagefind under INDEX_LANG.
 */
export function segmentWords(html: string): string {
  /** Text nodes, or parts of one (htmlparser2 reports each entity apart), and where each starts in the stream. */
  const runs: { start: number; end: number; text: string; at: number }[] = [];
  const edits: Edit[] = [];
  let stream = '';
  let raw = 0;
  let lang: string | undefined;
  const parser = new Parser({
    onopentag(name, attribs, isImplied) {
      if (name === 'html' && !isImplied && lang === undefined) {
        lang = attribs.lang ?? '';
        const attributes = Object.entries({ ...attribs, lang: INDEX_LANG }).map(
          ([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`,
        );
        edits.push({ start: parser.startIndex, end: parser.endIndex + 1, text: `<html${attributes.join('')}>` });
      }
      if (RAW.has(name)) raw++;
      else if (BLOCK.test(name)) stream += '\n';
    },
    onclosetag(name) {
      if (RAW.has(name)) raw--;
      else if (BLOCK.test(name)) stream += '\n';
    },
    ontext(text) {
      if (raw > 0) return;
      runs.push({ start: parser.startIndex, end: parser.endIndex + 1, text, at: stream.length });
      stream += text;
    },
  });
  parser.write(html);
  parser.end();
  if (!lang || !/^ja(-|$)/i.test(lang)) throw new Error(`segmentWords takes a Japanese page (<html lang="ja">), not lang="${lang ?? ''}"`);

  const add = insertions(stream);
  for (const run of runs) {
    // Literal text gets the insertions; an entity (one character, rarely two) stays as written, insertions after it.
    const source = html.slice(run.start, run.end);
    let text = run.text === GLUE ? OWN_GLUE : source;
    if (source === run.text) {
      text = '';
      for (let i = 0; i < source.length; i++) text += (i ? (add.get(run.at + i) ?? '') : '') + (source[i] === GLUE ? OWN_GLUE : source[i]);
    }
    edits.push({ start: run.start, end: run.end, text: text + (add.get(run.at + run.text.length) ?? '') });
  }
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let copied = 0;
  for (const { start, end, text } of edits) {
    out += html.slice(copied, start) + text;
    copied = end;
  }
  return out + html.slice(copied);
}
