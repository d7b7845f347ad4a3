/**
 * Small helpers for the drawings `scripts/draw-figures.ts` writes: the design
 * tokens' colours (src/styles/tokens.css), font stacks for text inside an
 * <img> SVG (which can only use the visitor's installed faces, never our web
 * fonts), escaping, line wrapping, and the logo's wave as a path.
 */
import { Parser, jaModel } from 'budoux';

/** The colours of src/styles/tokens.css; a test checks that the drawings use no others. */
export const C = {
  ink: '#0B2740',
  ink800: '#16344F',
  brand: '#03A49E',
  brand700: '#04736F',
  brand800: '#045A57',
  brand900: '#063F3D',
  tint: '#F1FAF9',
  tint2: '#E2F4F2',
  tint3: '#BFE6E2',
  muted: '#4A5B6B',
  line: '#D5E3E6',
  lineStrong: '#6B7C88',
  onInkMuted: '#C9D6DE',
  onInkLink: '#7FDCD6',
  warm: '#F2B33D',
  white: '#FFFFFF',
} as const;

/** Japanese: the same system faces as the page's body text (tokens.css). */
export const FONT_JA =
  "'Hiragino Sans','Hiragino Kaku Gothic ProN','Noto Sans JP','Noto Sans CJK JP','Yu Gothic UI','Yu Gothic',Meiryo,sans-serif";
/** English: Inter where installed, else the platform's UI face. */
export const FONT_EN = "Inter,'Segoe UI','Helvetica Neue',Arial,'Liberation Sans',sans-serif";
export const FONT_MONO = "ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace";

export type Lang = 'ja' | 'en';
export const fontFor = (lang: Lang) => (lang === 'ja' ? FONT_JA : FONT_EN);

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * About how wide a line is at `size` px, for placing things after or before
 * it: Japanese characters are square, Latin ones a little over half as wide
 * (a bold face a little more). An estimate, not a measurement.
 */
export const textWidth = (s: string, size: number, bold = false): number =>
  [...s].reduce((w, ch) => w + (/[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? size : size * (bold ? 0.62 : 0.55)), 0);

/** Where Japanese may break: BudouX's phrases, each also after a colon, a plus or a comma inside it. */
const jaParser = new Parser(jaModel);
const phrases = (s: string): string[] => jaParser.parse(s).flatMap((p) => p.split(/(?<=[：＋、・])/));

/** `pieces` packed greedily into lines no wider than `max`. */
function pack(pieces: readonly string[], size: number, max: number, bold: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const piece of pieces) {
    if (line && textWidth((line + piece).trimEnd(), size, bold) > max) {
      lines.push(line.trimEnd());
      line = piece;
    } else line += piece;
  }
  return [...lines, line.trimEnd()];
}

/**
 * `s` cut into lines no wider than `max` at `size` px (by textWidth's
 * estimate): English at its spaces, Japanese between its phrases. As few
 * lines as that takes, as even as they can be (no word left alone on the
 * last); a word or phrase wider than a line gets a line of its own.
 */
export function wrapLines(s: string, size: number, max: number, bold = false): string[] {
  const pieces = /[\u3040-\u30ff\u3400-\u9fff]/.test(s) ? phrases(s) : s.split(/(?<= )/);
  const lines = pack(pieces, size, max, bold);
  let even = lines;
  for (let narrower = max - 2; narrower > 0; narrower -= 2) {
    const tried = pack(pieces, size, narrower, bold);
    if (tried.length > lines.length) break;
    even = tried;
  }
  return even;
}

/** Numbers as short as SVG allows (one decimal). */
export const n = (v: number) => String(Math.round(v * 10) / 10);

interface TextOptions {
  size?: number;
  weight?: 400 | 500 | 700 | 900;
  fill?: string;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  /** Extra attributes, written as they are. */
  extra?: string;
}

/** One line of text; the SVG's root sets the font family. */
export function text(x: number, y: number, s: string, o: TextOptions = {}): string {
  const attrs = [`x="${n(x)}"`, `y="${n(y)}"`];
  if (o.size) attrs.push(`font-size="${o.size}"`);
  if (o.weight && o.weight !== 400) attrs.push(`font-weight="${o.weight}"`);
  if (o.fill) attrs.push(`fill="${o.fill}"`);
  if (o.anchor && o.anchor !== 'start') attrs.push(`text-anchor="${o.anchor}"`);
  if (o.family) attrs.push(`font-family="${o.family}"`);
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(' ')}>${esc(s)}</text>`;
}

/** A rounded rectangle. */
export function rect(x: number, y: number, w: number, h: number, attrs: string, r = 0): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} ${attrs}/>`;
}

/**
 * The logo's wave (public/brand/logo-mark.svg: `c6-7 12-7 18 0s12 7 18 0`):
 * half-periods of width `half`, alternately up and down, `amp` the control
 * points' height (the crest is ¾ of it), starting at (x, y) going right.
 */
export function wave(x: number, y: number, halves: number, half = 18, amp = 7, startUp = true): string {
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 0; i < halves; i++) {
    const up = (i % 2 === 0) === startUp;
    const a = up ? -amp : amp;
    d += `c${n(half / 3)} ${n(a)} ${n((2 * half) / 3)} ${n(a)} ${n(half)} 0`;
  }
  return d;
}

/** The root element: a fixed canvas, a title for tools that show one, and the text face. */
export function svg(width: number, height: number, body: string, o: { font?: string; title?: string } = {}): string {
  const font = o.font ? ` font-family="${esc(o.font)}"` : '';
  const title = o.title ? `<title>${esc(o.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"${font}>${title}${body}</svg>\n`;
}
