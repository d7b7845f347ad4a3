/**
 * `node scripts/fonts-subset.ts`: makes the site's two web font files sets
 * and the module describing them (src/styles/generated/fonts.ts).
 *
 * - Display: Noto Sans JP, one static file per weight (500, 700, 900), each
 *   holding only the characters scripts/fonts-text.ts says that weight draws
 *   (text fixed in code: a few hundred glyphs, tens of KB). Static instances,
 *   not the variable font: each weight then carries only its own characters,
 *   and fontsource ships the variable font only cut into ~120 slices.
 * - Latin: Inter's variable Latin file (weights 400–900, the ones the CSS
 *   uses), cut to Latin-1 and common punctuation.
 *
 * Files go to public/assets/fonts/ named by their content hash, so the site
 * server and the static host's _headers cache them as immutable like Vite's
 * assets, and a build needs neither the 45 MB source fonts nor harfbuzz.
 * Run it after changing a heading, a navigation label or a static page
 * title: tests/unit/fonts-subset.test.ts fails until the subset covers them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { DISPLAY_WEIGHTS, LATIN_RANGES, displayCharacters, latinText, unicodeRange, type DisplayWeight } from './fonts-text.ts';

const OUT_DIR = 'public/assets/fonts';
const URL_PREFIX = '/assets/fonts';
const MODULE = 'src/styles/generated/fonts.ts';

const require = createRequire(import.meta.url);
const notoDir = dirname(require.resolve('@expo-google-fonts/noto-sans-jp/package.json'));
const interDir = dirname(require.resolve('@fontsource-variable/inter/package.json'));
const NOTO_FILES: Record<DisplayWeight, string> = {
  500: '500Medium/NotoSansJP_500Medium.ttf',
  700: '700Bold/NotoSansJP_700Bold.ttf',
  900: '900Black/NotoSansJP_900Black.ttf',
};

/**
 * OpenType features the CSS can ask for: `palt` (proportional kana, headings
 * set it), kerning, and the ones shaping needs. Dropping the rest (vertical
 * forms, the JIS78/83/90 and traditional variants, ruby …) keeps their
 * alternate glyphs out of the subset: about a third of its size.
 */
const DISPLAY_FEATURES = ['palt', 'kern', 'ccmp', 'locl', 'calt', 'liga'];

/** Vertical metrics of an SFNT font as fractions of its em (hhea, which browsers use for line boxes). */
export function verticalMetrics(font: Buffer): { ascent: number; descent: number; lineGap: number } {
  const tables = font.readUInt16BE(4);
  const offsetOf = (tag: string) => {
    for (let i = 0; i < tables; i++) {
      const record = 12 + i * 16;
      if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
    }
    throw new Error(`The font has no ${tag} table`);
  };
  const unitsPerEm = font.readUInt16BE(offsetOf('head') + 18);
  const hhea = offsetOf('hhea');
  return {
    ascent: font.readInt16BE(hhea + 4) / unitsPerEm,
    descent: -font.readInt16BE(hhea + 6) / unitsPerEm,
    lineGap: font.readInt16BE(hhea + 8) / unitsPerEm,
  };
}

/** Writes a font file under its content hash and returns its URL. */
async function emit(name: string, data: Buffer): Promise<string> {
  const file = `${name}.${createHash('sha256').update(data).digest('hex').slice(0, 8)}.woff2`;
  await writeFile(join(OUT_DIR, file), data);
  return `${URL_PREFIX}/${file}`;
}

/** Ranges of fontsource's Latin slice of Inter, parsed from its CSS: the characters the source file has. */
async function interLatinRanges(): Promise<[number, number][]> {
  const css = await readFile(join(interDir, 'wght.css'), 'utf8');
  const rule = /inter-latin-wght-normal\.woff2[^}]*unicode-range:\s*([^;]+);/.exec(css);
  if (!rule?.[1]) throw new Error('Could not find the Latin slice of Inter in @fontsource-variable/inter/wght.css');
  return rule[1].split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from ?? '', 16), parseInt(to ?? from ?? '', 16)];
  });
}

/** LATIN_RANGES that the source font actually has, so `unicode-range` never claims a character it would fall back for. */
function intersect(wanted: readonly (readonly [number, number])[], has: readonly (readonly [number, number])[]): [number, number][] {
  const out: [number, number][] = [];
  for (const [a, b] of wanted) {
    for (const [c, d] of has) {
      const from = Math.max(a, c);
      const to = Math.min(b, d);
      if (from <= to) out.push([from, to]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const old of await readdir(OUT_DIR)) await rm(join(OUT_DIR, old));

  const characters = displayCharacters();
  const display = [];
  let metrics: ReturnType<typeof verticalMetrics> | undefined;
  for (const weight of DISPLAY_WEIGHTS) {
    const source = await readFile(join(notoDir, NOTO_FILES[weight]));
    metrics ??= verticalMetrics(source);
    const text = characters[weight];
    const data = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: DISPLAY_FEATURES });
    display.push({ weight, url: await emit(`noto-sans-jp-display-${weight}`, data), bytes: data.length, text });
    console.log(`Noto Sans JP ${weight}: ${[...text].length} characters, ${(data.length / 1024).toFixed(1)} KB`);
  }

  const ranges = intersect(LATIN_RANGES, await interLatinRanges());
  const latinChars = [...latinText()]
    .filter((c) => ranges.some(([a, b]) => (c.codePointAt(0) ?? 0) >= a && (c.codePointAt(0) ?? 0) <= b))
    .join('');
  const interSource = await readFile(join(interDir, 'files/inter-latin-wght-normal.woff2'));
  const inter = await subsetFont(interSource, latinChars, { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 900 } } });
  const latin = { weight: '400 900', url: await emit('inter-latin', inter), bytes: inter.length, unicodeRange: unicodeRange(ranges) };
  console.log(`Inter (Latin, 400–900): ${latinChars.length} characters, ${(inter.length / 1024).toFixed(1)} KB`);

  const round = (n: number) => Math.round(n * 10000) / 10000;
  const m = metrics ?? { ascent: 0, descent: 0, lineGap: 0 };
  await mkdir(dirname(MODULE), { recursive: true });
  await writeFile(
    MODULE,
    `// Generated by \`node scripts/fonts-subset.ts\` from scripts/fonts-text.ts: do not edit.\n` +
      `/** Noto Sans JP cut to the text fixed in code, one static file per weight; \`text\` is what each file covers. */\n` +
      `export const displayFaces = ${JSON.stringify(display, null, 2)} as const;\n\n` +
      `/** Noto Sans JP's vertical metrics (hhea, fractions of the em), for the display face and its local() fallback. */\n` +
      `export const displayMetrics = ${JSON.stringify({ ascent: round(m.ascent), descent: round(m.descent), lineGap: round(m.lineGap) })} as const;\n\n` +
      `/** Inter's variable Latin file, weights 400–900. */\n` +
      `export const latinFace = ${JSON.stringify(latin, null, 2)} as const;\n`,
  );
  console.log(`Wrote ${OUT_DIR}/ and ${MODULE}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
