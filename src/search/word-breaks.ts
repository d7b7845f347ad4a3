/**
 * Japanese search text, written with spaces between words (issue 26).
 *
 * Pagefind segments Japanese pages with its own dictionary (lindera) but a
 * query with the browser's `Intl.Segmenter`; where the two disagree, a word
 * the page shows is not found. So the indexer segments Japanese pages itself,
 * with `Intl.Segmenter` (segment-words.ts, build side), and hands Pagefind the
 * words separated by spaces, under a language tag Pagefind does not segment.
 * Pagefind then shows those spaces in excerpts and in titles taken from
 * headings (量子 化学 計算 を 行い ます); this module, the part the browser
 * gets, takes them out again.
 *
 * Whose space is whose: the indexer adds a space only where a character
 * written without spaces (`unspaced`: Japanese, and punctuation and symbols
 * outside ASCII) meets another character, and writes GLUE before every space
 * the page itself has at such a place. Inside a Japanese word, GLUE marks the
 * smaller words it is made of (株式`会社): Pagefind indexes a word with ASCII
 * punctuation inside as the whole and as its parts, so 会社 finds 株式会社.
 * So here: GLUE before a space or at the end is the page's space, any other
 * GLUE goes, and a space next to an unspaced character or GLUE goes.
 */

/**
 * GRAVE ACCENT: ASCII punctuation, so Pagefind splits a word at it into parts (fossick/splitting.rs)
 * and never indexes it; not in Japanese prose. The indexer writes the page's own graves as `｀`.
 */
export const GLUE = '`';

/**
 * Kanji, kana (with ー, 々, ・), CJK punctuation and full-width forms: text written without spaces,
 * which `Intl.Segmenter` splits by dictionary; and punctuation and symbols outside ASCII (–, …, →),
 * which it splits from the words around them. Not ASCII punctuation: Pagefind splits a word at it
 * (by-product is indexed as byproduct, by and product), and the query has no punctuation.
 */
const UNSPACED = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\u3000-\u303f\uff00-\uffef]|(?![\x00-\x7f])[\p{P}\p{S}]/u;

export const unspaced = (char: string | undefined): boolean => char !== undefined && UNSPACED.test(char);

/** Characters around which the indexer's spaces are dropped. */
const tight = (char: string | undefined) => char === GLUE || unspaced(char);

/**
 * Text runs of a Japanese excerpt (every odd one highlighted, as excerptParts
 * in pagefind.ts splits them) as the page wrote them: the indexer's spaces
 * and glue out, the page's own spaces back. As many runs as given, so a
 * highlighted run stays odd; a space that ends a highlighted run moves out of it.
 */
export function joinWords(parts: string[]): string[] {
  if (!parts.length) return [];
  const flat = parts.flatMap((part) => [...part]);
  const joined = parts.map(() => '');
  let at = 0;
  let last = '';
  parts.forEach((part, r) => {
    for (const char of part) {
      const [before, after] = [flat[at - 1], flat[at + 1]];
      at++;
      if (char === ' ' && (tight(before) || tight(after))) continue;
      if (char === GLUE && after !== undefined && after !== ' ') continue;
      const shown = char === GLUE ? ' ' : char;
      if (shown === ' ' && last === ' ') continue;
      joined[r] += last = shown;
    }
  });
  for (let r = 1; r < joined.length; r += 2) {
    const run = joined[r] as string;
    if (run.startsWith(' ')) joined[r - 1] += ' ';
    if (run.endsWith(' ') && r + 1 < joined.length) joined[r + 1] = ` ${joined[r + 1] as string}`;
    joined[r] = run.trim();
  }
  joined[0] = (joined[0] as string).trimStart();
  joined[joined.length - 1] = (joined.at(-1) as string).trimEnd();
  return joined;
}

/** A title or any single text from a Japanese index (a heading Pagefind took as the page's title). */
export const joinWordsText = (text: string): string => joinWords([text])[0] as string;
