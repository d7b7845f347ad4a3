/**
 * Words drawn as outlines, for the drawings whose lettering is part of the picture: the client marks on the
 * home page. An <img> SVG with <text> is its own small document that the page's main thread lays out and
 * shapes in the visitor's fonts (62 ms of `InlineNode::FindSvgTextChunks` at 4× CPU in a trace of `/`), and the
 * marks looked different on every platform (Helvetica, Arial, Liberation, whichever Japanese face was installed).
 * As paths they are drawn the same everywhere and cost nothing to shape (Lighthouse's main-thread work on `/`,
 * with the six marks on one sheet, ./marks.ts: 1,692 ms median against 1,978 ms before, 12 runs each alternated;
 * docs/benchmarks.md, "First visit").
 *
 * HarfBuzz (harfbuzzjs, the shaper browsers use, as WebAssembly) shapes each line in a real face and gives each
 * glyph's outline; the faces are Debian's: Liberation Sans and Serif (fonts-liberation, which Chromium's
 * package depends on) and Noto Sans and Serif CJK JP (fonts-noto-cjk, unpacked into .cache/fonts when it is not
 * installed, scripts/lib/japanese-font.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';
import { notoCjkDir } from '../japanese-font.ts';

const LIBERATION = '/usr/share/fonts/truetype/liberation';

/** The faces the marks are lettered in. */
export type FaceName = 'sans' | 'sansBold' | 'serifBold' | 'gothicBold' | 'minchoBold';
export type Faces = Readonly<Record<FaceName, hb.Font>>;

/** Index 0 of Noto's collections is the JP variant (its name table says "Noto Sans CJK JP"). */
const FILES: Record<FaceName, (noto: string) => string> = {
  sans: () => join(LIBERATION, 'LiberationSans-Regular.ttf'),
  sansBold: () => join(LIBERATION, 'LiberationSans-Bold.ttf'),
  serifBold: () => join(LIBERATION, 'LiberationSerif-Bold.ttf'),
  gothicBold: (noto) => join(noto, 'NotoSansCJK-Bold.ttc'),
  minchoBold: (noto) => join(noto, 'NotoSerifCJK-Bold.ttc'),
};

let loaded: Promise<Faces> | undefined;

/** Opens the faces once (unpacking Noto CJK the first time it is missing). */
export function loadFaces(): Promise<Faces> {
  loaded ??= (async () => {
    const noto = await notoCjkDir();
    const entries = Object.entries(FILES).map(([name, file]) => {
      const path = file(noto);
      const pkg = path.startsWith(LIBERATION) ? 'fonts-liberation' : 'fonts-noto-cjk';
      if (!existsSync(path))
        throw new Error(`Drawing the client marks needs ${path}: install Debian's ${pkg} (sudo apt-get install ${pkg}).`);
      return [name, new hb.Font(new hb.Face(new hb.Blob(readFileSync(path)), 0))] as const;
    });
    return Object.fromEntries(entries) as Record<FaceName, hb.Font>;
  })();
  return loaded;
}

/** A coordinate with one decimal, as short as it can be written ("-.5", "12", "3.4"). */
const num = (n: number): string =>
  (Math.round(n * 10) / 10)
    .toFixed(1)
    .replace(/\.0$/, '')
    .replace(/^(-?)0\./, '$1.');

/** `text` after what came before: a space between two numbers unless the second starts with its minus sign. */
const after = (text: string): string => (text.startsWith('-') ? text : ` ${text}`);

/** Numbers as path data. */
const numbers = (ns: readonly number[]): string => ns.map((n, i) => (i > 0 ? after(num(n)) : num(n))).join('');

const round = (n: number) => Math.round(n * 10) / 10;
type Point = readonly [number, number];

/** How far a shorthand's implied control point may lie from the real one, in the drawing's units. */
const TOLERANCE = 0.15;

/**
 * One line of `text` as a path's data, its baseline starting at (`x`, `y`), `size` px, with `letterSpacing`
 * after each glyph as SVG's letter-spacing adds it. Written short, as a hand-tuned SVG would be: relative
 * commands between coordinates already rounded (so the rounding does not drift along a line), h and v for
 * straight lines, t and s where a curve's first control point is the reflection of the previous one (TrueType's
 * implied points are exactly that), and a command letter only where the command changes.
 */
export function outlineText(font: hb.Font, x: number, y: number, text: string, size: number, letterSpacing = 0): string {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const scale = size / font.face.upem;
  let d = '';
  let last = '';
  const emit = (command: string, values: readonly number[]) => {
    // A repeated command (not a move: a second pair after m is a line) needs no letter again.
    d += command === last && command !== 'm' ? after(numbers(values)) : command + numbers(values);
    last = command;
  };
  let pen = 0;
  let current: Point = [0, 0];
  let start = current;
  /** The control point the renderer used last, for t and s; undefined after any other command. */
  let control: Point | undefined;
  let controlOf = '';
  for (const glyph of buffer.getGlyphInfosAndPositions()) {
    const ox = x + (pen + (glyph.xOffset ?? 0)) * scale;
    const oy = y - (glyph.yOffset ?? 0) * scale;
    for (const [, command = '', args = ''] of font.glyphToPath(glyph.codepoint).matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
      if (command === 'Z') {
        emit('z', []);
        current = start;
        control = undefined;
        continue;
      }
      const values = (args.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
      const points: Point[] = [];
      for (let k = 0; k + 1 < values.length; k += 2)
        points.push([round(ox + (values[k] ?? 0) * scale), round(oy - (values[k + 1] ?? 0) * scale)]);
      const end = points.at(-1) ?? current;
      const rel = (p: Point) => [round(p[0] - current[0]), round(p[1] - current[1])];
      const [first] = points;
      const reflected: Point | undefined = control && [2 * current[0] - control[0], 2 * current[1] - control[1]];
      const implied =
        first &&
        reflected &&
        controlOf === command &&
        Math.abs(reflected[0] - first[0]) <= TOLERANCE &&
        Math.abs(reflected[1] - first[1]) <= TOLERANCE;
      if (command === 'M') {
        // The line's first move is absolute: the path it joins may have ended anywhere.
        emit(d ? 'm' : 'M', rel(end));
        start = end;
        control = undefined;
      } else if (command === 'L') {
        const [dx = 0, dy = 0] = rel(end);
        if (dy === 0) emit('h', [dx]);
        else if (dx === 0) emit('v', [dy]);
        else emit('l', [dx, dy]);
        control = undefined;
      } else if (command === 'Q') {
        control = implied ? reflected : first;
        controlOf = 'Q';
        emit(implied ? 't' : 'q', implied ? rel(end) : [...rel(first ?? end), ...rel(end)]);
      } else {
        // C: the second control point is the one the next s reflects.
        const second = points[1] ?? end;
        emit(implied ? 's' : 'c', implied ? [...rel(second), ...rel(end)] : [...rel(first ?? end), ...rel(second), ...rel(end)]);
        control = second;
        controlOf = 'C';
      }
      current = end;
    }
    pen += (glyph.xAdvance ?? 0) + letterSpacing / scale;
  }
  return d;
}
