/**
 * Server and build side of phrase-aware line breaking (lib/phrase-breaks.ts explains the
 * whole): BudouX's Japanese model splits text into phrases, and a break mark
 * goes between two phrases unless that would split a name or add nothing.
 * Never import this from code that runs in the browser: the model alone is
 * 24 KB (tests/unit/typeset.test.ts checks the client bundle's imports).
 */
import { Parser, jaModel } from 'budoux';
import { company } from '../config/company.ts';
import { ja } from '../i18n/ja.ts';
import { PHRASE_BREAK, stripBreaks } from '../../lib/phrase-breaks.ts';
import { JAPANESE } from './japanese.ts';

const parser = new Parser(jaModel);

/** Letters and digits of Latin script: a break between two of them would split a word (BudouX sees `Qamuy` as five characters). */
const LATIN = /[\p{Script=Latin}\d]/u;
const SPACE = /\s/;
/** Every browser may break after closing punctuation and before an opening bracket: a mark there adds nothing. */
const CLOSING = /[、。，．！？」』）〕】]/;
const OPENING = /[「『（〔【]/;
/** A phrase longer than this may not fit a narrow column (a card, a phone): it gets word breaks too. */
const LONG_PHRASE = 10;
const KANJI = /[\u3400-\u4dbf\u4e00-\u9fff々]/;
const KATAKANA = /[\u30a0-\u30ff]/;

/**
 * Names a line must never split (the no-break spans of issue 14): the
 * company, its people and its products, and the parts of its address.
 * BudouX keeps most of them whole; this makes it a rule. Names that contain
 * a space are also kept on one line by <InlineText> (a `nowrap` span).
 */
export const protectedNames: readonly string[] = [
  company.name.ja,
  company.shortName.ja,
  company.ceo.ja,
  company.cto.ja,
  ...company.clients.map((c) => c.name.ja),
  `${company.postalAddress.region.ja}${company.postalAddress.locality.ja}`,
  ...company.postalAddress.street.ja.split(' '),
  ...Object.values(ja.serviceNames),
];

/** `{name}` placeholders of UI strings that `format()` fills later. */
const PLACEHOLDER = /\{\w+\}/g;

function protectedRanges(text: string): [number, number][] {
  const ranges: [number, number][] = [...text.matchAll(PLACEHOLDER)].map((m) => [m.index, m.index + m[0].length]);
  for (const name of protectedNames) {
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) ranges.push([at, at + name.length]);
  }
  return ranges;
}

/**
 * The text with PHRASE_BREAK between its phrases. Idempotent; text with no
 * Japanese comes back as it is.
 */
export function segmentText(input: string): string {
  const text = stripBreaks(input);
  if (!JAPANESE.test(text)) return text;
  const ranges = protectedRanges(text);
  let out = '';
  let at = 0;
  for (const chunk of parser.parse(text).flatMap(words)) {
    if (at > 0 && wantsBreak(text, at, ranges)) out += PHRASE_BREAK;
    out += chunk;
    at += chunk.length;
  }
  return out;
}

/**
 * A long phrase split where its script changes between kanji and katakana
 * (量子|ソフトウェア|開発|プラットフォームです。): the word boundaries of a
 * compound noun, so that a phrase wider than its column breaks between words
 * rather than anywhere. Each piece keeps at least two characters, and the
 * particles at the end stay with the last word.
 */
function words(phrase: string): string[] {
  if (phrase.length <= LONG_PHRASE) return [phrase];
  const script = (c: string) => (KANJI.test(c) ? 'kanji' : KATAKANA.test(c) ? 'katakana' : 'other');
  const pieces: string[] = [];
  let start = 0;
  for (let i = 1; i < phrase.length; i++) {
    const a = script(phrase[i - 1] ?? '');
    const b = script(phrase[i] ?? '');
    if (a === b || a === 'other' || b === 'other' || i - start < 2 || phrase.length - i < 2) continue;
    pieces.push(phrase.slice(start, i));
    start = i;
  }
  pieces.push(phrase.slice(start));
  return pieces;
}

function wantsBreak(text: string, at: number, ranges: [number, number][]): boolean {
  const before = text[at - 1] ?? '';
  const after = text[at] ?? '';
  // A space or punctuation is a break opportunity already; two Latin letters or digits are one word.
  if (SPACE.test(before) || SPACE.test(after) || CLOSING.test(before) || OPENING.test(after)) return false;
  if (LATIN.test(before) && LATIN.test(after)) return false;
  return !ranges.some(([start, end]) => at > start && at < end);
}
