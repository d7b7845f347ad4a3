/**
 * Phrase breaks in CMS rich text (lib/phrase-breaks.ts explains the whole): the HTML is
 * rendered with dangerouslySetInnerHTML, the same string on the server and in
 * the browser, so the marks go straight into it at build time.
 *
 * A paragraph's phrases can run across inline elements (`量子<strong>化学</strong>計算`),
 * so the text of each block (p, li, td, h2 …) is segmented as one string and
 * the breaks are spliced into the source between characters: tags,
 * attributes and entities are never split, every other byte is copied as it
 * is. Code, preformatted text and scripts are left alone.
 */
import { Parser } from 'htmlparser2';
import { segmentText } from './segment.ts';
import { JAPANESE } from './japanese.ts';
import { PHRASE_BREAK, stripBreaks } from '../../lib/phrase-breaks.ts';
import type { Locale } from '../i18n/locales.ts';

/** Elements that continue the text of the block around them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'data',
  'dfn',
  'em',
  'i',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);
/**
 * Elements whose text must stay exactly as written (and whose line breaking is their own). A button's label
 * (an embed's placeholder, src/prerender/rich-text.ts) is its accessible name, which a break would split.
 */
const VERBATIM = new Set(['code', 'kbd', 'pre', 'samp', 'script', 'style', 'textarea', 'rt', 'rp', 'button']);

/** A piece of a block's text: where it starts in the source, and whether source and text are the same characters. */
interface Piece {
  text: string;
  start: number;
  plain: boolean;
}

/**
 * `html` with `mark` inserted at every phrase boundary of its Japanese text.
 * HTML with no Japanese comes back unchanged.
 */
export function insertPhraseBreaks(html: string, mark = '<wbr>'): string {
  const source = stripBreaks(html);
  if (!JAPANESE.test(source)) return source;
  const offsets: number[] = [];
  let pieces: Piece[] = [];
  let verbatim = 0;

  const flush = () => {
    if (pieces.length === 0) return;
    const text = pieces.map((p) => p.text).join('');
    if (JAPANESE.test(text)) collectOffsets(segmentText(text), pieces, offsets);
    pieces = [];
  };

  const parser = new Parser({
    onopentag(name) {
      if (VERBATIM.has(name)) {
        flush();
        verbatim++;
      } else if (!INLINE.has(name)) flush();
    },
    onclosetag(name) {
      if (VERBATIM.has(name)) verbatim = Math.max(0, verbatim - 1);
      if (!INLINE.has(name)) flush();
    },
    ontext(text) {
      if (verbatim > 0) return;
      const start = parser.startIndex;
      pieces.push({ text, start, plain: parser.endIndex - start + 1 === text.length });
    },
  });
  parser.write(source);
  parser.end();
  flush();

  let out = '';
  let copied = 0;
  for (const at of offsets) {
    out += source.slice(copied, at) + mark;
    copied = at;
  }
  return out + source.slice(copied);
}

/** Turns the break marks of a block's segmented text into source offsets. */
function collectOffsets(segmented: string, pieces: Piece[], offsets: number[]): void {
  let index = 0; // position in the block's unsegmented text
  let piece = 0;
  let pieceStart = 0; // where pieces[piece] starts in the block's text
  for (const char of segmented) {
    if (char !== PHRASE_BREAK) {
      index += char.length;
      continue;
    }
    while (piece < pieces.length - 1 && pieceStart + (pieces[piece]?.text.length ?? 0) <= index) {
      pieceStart += pieces[piece]?.text.length ?? 0;
      piece++;
    }
    const p = pieces[piece];
    if (!p) continue;
    const within = index - pieceStart;
    // Inside an entity (`&amp;` is one character of text, five of source) only its start is a boundary.
    if (within === 0) offsets.push(p.start);
    else if (p.plain) offsets.push(p.start + within);
  }
}

/**
 * A Japanese page's rich text with its phrase marks (PHRASE_BREAK, drawn as <wbr> by <RichText>);
 * English rich text as it is. The mark, not `<wbr>`, travels in the page data: 3 bytes instead of 5
 * in the payload and 10 in the HTML's embedded data (`\u003cwbr>`).
 */
export const typesetRichText = (locale: Locale, html: string): string => (locale === 'ja' ? insertPhraseBreaks(html, PHRASE_BREAK) : html);
