/**
 * Our generated drawings (scripts/draw-figures.ts → src/assets/illustrations/
 * covers, marks, screens, diagrams): what is committed is what the sources
 * draw, each language's drawing speaks that language, the colours are the
 * design tokens', and every page, client and category finds its drawing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as hb from 'harfbuzzjs';
import { drawAll } from '../../scripts/lib/figures/index.ts';
import { loadFaces, outlineText } from '../../scripts/lib/figures/outline.ts';
import { staticPages } from '../../src/content/static-pages.ts';
import type { FigureBlock } from '../../src/content/page-copy.ts';
import { company } from '../../src/config/company.ts';
import { coverOf } from '../../src/components/category-cover.tsx';

const DIR = 'src/assets/illustrations';
const FOLDERS = ['covers', 'marks', 'screens', 'diagrams'] as const;
const drawn = await drawAll();
const onDisk = FOLDERS.flatMap((folder) => readdirSync(join(DIR, folder)).map((file) => `${folder}/${file}`));
const read = (path: string) => readFileSync(join(DIR, path), 'utf8');
const viewBox = (svg: string) => (/viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []).slice(1).map(Number);

/** Words a reader sees: the text content of <text> elements. */
const words = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([\s\S]*?)<\/text>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, '')).join(' ');
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff]/;

describe('generated drawings', () => {
  it('are committed exactly as their sources draw them, with no strays', () => {
    expect(onDisk.sort()).toEqual(Object.keys(drawn).sort());
    for (const [path, svg] of Object.entries(drawn)) expect(read(path), `${path}: run node scripts/draw-figures.ts`).toBe(svg);
  });

  it('speak the language of the page that shows them', () => {
    const ja = Object.keys(drawn).filter((p) => p.endsWith('.ja.svg'));
    const en = Object.keys(drawn).filter((p) => p.endsWith('.en.svg'));
    expect(ja.length).toBeGreaterThan(5);
    expect(en.length).toBeGreaterThan(5);
    for (const path of ja) expect(words(drawn[path] ?? ''), path).toMatch(JAPANESE);
    for (const path of en) expect(words(drawn[path] ?? ''), path).not.toMatch(JAPANESE);
  });

  it('use only the colours of the design tokens', () => {
    const tokens = new Set([...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/#[0-9a-f]{6}\b/gi)].map((m) => m[0].toUpperCase()));
    for (const [path, svg] of Object.entries(drawn)) {
      for (const [colour] of svg.matchAll(/#[0-9a-f]{6}\b/gi)) expect(tokens, `${path} uses ${colour}`).toContain(colour.toUpperCase());
    }
  });

  it('set no text of a product screen or diagram under 12 CSS px where it is shown smallest', () => {
    /** Font sizes of a drawing's texts. */
    const sizes = (svg: string) => [...svg.matchAll(/<text\b[^>]*>/g)].map((m) => Number(/font-size="([\d.]+)"/.exec(m[0])?.[1] ?? 16));
    // Where each is shown narrowest, in CSS px (src/styles/imagery.css): the phone layouts on a 375 px phone, inside the
    // 16 px gutters and the window's 1 px borders (a diagram's box also has 8 px of padding); the wide ones from 969 px,
    // inside the 20 px gutters (a diagram's box has 16 px of padding there).
    const shown = (path: string) =>
      path.includes('-narrow.')
        ? path.startsWith('screens/')
          ? 375 - 2 * 16 - 2
          : 375 - 2 * 16 - 2 * 8 - 2
        : path.startsWith('screens/')
          ? 969 - 2 * 20 - 2
          : 969 - 2 * 20 - 2 * 16 - 2;
    const figures = Object.keys(drawn).filter((p) => p.startsWith('screens/') || p.startsWith('diagrams/'));
    // Every screen and diagram has its phone layout, in the same languages.
    expect(figures.filter((p) => p.includes('-narrow.')).map((p) => p.replace('-narrow', ''))).toEqual(
      figures.filter((p) => !p.includes('-narrow.')),
    );
    for (const path of figures) {
      const svg = drawn[path] ?? '';
      const [width] = viewBox(svg);
      expect(sizes(svg).length, path).toBeGreaterThan(10);
      expect((Math.min(...sizes(svg)) * shown(path)) / (width ?? 1), path).toBeGreaterThanOrEqual(12);
    }
    // The desktop screens, shown on a phone, were unreadable: 13 px type at 4.6 px.
    expect((13 * (375 - 2 * 16 - 2)) / 960).toBeLessThan(5);
  });

  it('stay small: covers under 4 KB, diagrams under 6 KB, screens under 16 KB, the six marks (words outlined) under 28 KB', () => {
    const limit = (path: string) =>
      (path.startsWith('screens/') ? 16 : path.startsWith('marks/') ? 28 : path.startsWith('diagrams/') ? 6 : 4) * 1024;
    for (const [path, svg] of Object.entries(drawn)) expect(Buffer.byteLength(svg), path).toBeLessThanOrEqual(limit(path));
  });
});

describe('figures on the pages', () => {
  const figures = Object.entries(staticPages).flatMap(([id, copies]) =>
    Object.entries(copies).flatMap(([locale, copy]) =>
      copy.sections.flatMap((s) =>
        (s.blocks ?? []).filter((b): b is FigureBlock => b.type === 'figure').map((block) => ({ id, locale, block })),
      ),
    ),
  );

  it('show product screens for Qamuy, QURI, QS and MIQAN and at least two process diagrams', () => {
    const screens = new Set(figures.filter((f) => f.block.kind === 'screen').map((f) => f.id));
    expect([...screens].sort()).toEqual(['miqan', 'qamuy', 'qs', 'quri']);
    expect(new Set(figures.filter((f) => f.block.kind === 'diagram').map((f) => f.block.name)).size).toBeGreaterThanOrEqual(2);
  });

  it('name a drawing in their page’s language, with alt text and a caption', async () => {
    const { DIAGRAM_SIZES, SCREEN, SCREEN_NARROW_SIZES } = await import('../../src/components/figure-block.tsx');
    for (const { id, locale, block } of figures) {
      const where = `${id} (${locale}): ${block.name}`;
      expect(block.alt.length, where).toBeGreaterThan(40);
      expect(block.caption.length, where).toBeGreaterThan(5);
      if (block.kind === 'screen') {
        expect(viewBox(drawn[`screens/${block.name}.${locale}.svg`] ?? ''), where).toEqual([SCREEN.width, SCREEN.height]);
        expect(viewBox(drawn[`screens/${block.name}-narrow.${locale}.svg`] ?? ''), where).toEqual(SCREEN_NARROW_SIZES[block.name]);
        expect(block.address, where).toMatch(/^[a-z0-9.-]+\.example\//);
      } else {
        const size = DIAGRAM_SIZES[block.name];
        expect(size, where).toBeDefined();
        expect(viewBox(drawn[`diagrams/${block.name}.${locale}.svg`] ?? ''), where).toEqual(size?.wide);
        expect(viewBox(drawn[`diagrams/${block.name}-narrow.${locale}.svg`] ?? ''), where).toEqual(size?.narrow[locale as 'ja' | 'en']);
      }
    }
  });
});

describe('client marks', () => {
  const sheet = drawn['marks/clients.svg'] ?? '';
  /** Each mark's view (its id and where it sits on the sheet) and its drawing. */
  const marks = [...sheet.matchAll(/<view id="([a-z]+)" viewBox="0 (\d+) 240 80"\/>/g)].map(([, id = '', y = '']) => ({
    id,
    y: Number(y),
    drawing: new RegExp(`<g transform="translate\\(0 ${y}\\)">(.*?)</g>`).exec(sheet)?.[1] ?? '',
  }));

  it('exist for every client on the band, all marked fictional, each a view of one sheet', () => {
    expect(Object.keys(drawn).filter((p) => p.startsWith('marks/'))).toEqual(['marks/clients.svg']);
    expect(company.clients.map((c) => c.id).sort()).toEqual(marks.map((m) => m.id).sort());
    for (const client of company.clients) expect(client.fictional).toBe(true);
    // One 240 × 80 band per mark, in order, none overlapping.
    expect(marks.map((m) => m.y)).toEqual(marks.map((_, i) => i * 80));
    expect(viewBox(sheet)).toEqual([240, marks.length * 80]);
  });

  it('letter their words as outlines in their ink, inside their view: nothing for the page to lay out or find a font for', () => {
    expect(sheet).not.toMatch(/<text\b|font-family/);
    for (const { id, drawing } of marks) {
      // The words are each drawing's last shape, one path in the ink.
      const lettering = /<path d="(M[^"]+)" fill="#4A5B6B"\/>$/.exec(drawing)?.[1] ?? '';
      const points = pathPoints(lettering);
      expect(points.length, id).toBeGreaterThan(100);
      // The words sit right of the symbol (x ≥ 68) and inside the mark's 240 × 80.
      expect(Math.min(...points.map(([x]) => x)), id).toBeGreaterThanOrEqual(68);
      expect(Math.max(...points.map(([x]) => x)), id).toBeLessThanOrEqual(240);
      expect(Math.min(...points.map(([, y]) => y)), id).toBeGreaterThanOrEqual(0);
      expect(Math.max(...points.map(([, y]) => y)), id).toBeLessThanOrEqual(80);
    }
  });
});

describe('outlined words', () => {
  it('are the font’s glyphs where HarfBuzz places them, written short without drifting', async () => {
    const faces = await loadFaces();
    const words = 'MINATOGAWA INST. OF TECH. 湊川工業大学';
    for (const face of ['sans', 'minchoBold'] as const) {
      const font = faces[face];
      const size = 22;
      const spacing = 1.35;
      // The same outline written plainly: every glyph's absolute path from HarfBuzz, moved and scaled.
      const buffer = new hb.Buffer();
      buffer.addText(words);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const scale = size / font.face.upem;
      const expected: [number, number][] = [];
      let plain = '';
      let pen = 0;
      for (const glyph of buffer.getGlyphInfosAndPositions()) {
        for (const [, letter = '', args = ''] of font.glyphToPath(glyph.codepoint).matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
          const v = (args.match(/-?[\d.]+(?:e-?\d+)?/g) ?? []).map(Number);
          const moved = v.map((n, i) => (i % 2 === 0 ? 10 + (pen + n) * scale : 40 - n * scale));
          plain += letter + moved.map((n) => n.toFixed(1)).join(' ');
          for (let i = 0; i + 1 < moved.length; i += 2) expected.push([moved[i] ?? 0, moved[i + 1] ?? 0]);
        }
        pen += (glyph.xAdvance ?? 0) + spacing / scale;
      }
      const written = outlineText(font, 10, 40, words, size, spacing);
      const got = pathPoints(written);
      expect(got.length, face).toBe(expected.length);
      const worst = Math.max(
        ...got.map(([x, y], i) => Math.max(Math.abs(x - (expected[i]?.[0] ?? 0)), Math.abs(y - (expected[i]?.[1] ?? 0)))),
      );
      // Each point within the rounding (.05) and, for a shorthand's implied control point, its tolerance (.15).
      expect(worst, face).toBeLessThanOrEqual(0.21);
      // Far shorter than the plain form with the same precision: what makes outlines affordable here.
      expect(written.length / plain.length, face).toBeLessThan(0.6);
    }
  });
});

/**
 * Every point of SVG path data, absolute and in order: each segment's control points (a shorthand's implied
 * one, the reflection of the one before, included) and its end point.
 */
function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  const arity: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6, s: 4, z: 0 };
  let [x, y] = [0, 0];
  let [sx, sy] = [0, 0];
  let control: [number, number] | undefined;
  for (const [, letter = '', args = ''] of d.matchAll(/([MmLlHhVvQqTtCcSsZz])([^MmLlHhVvQqTtCcSsZz]*)/g)) {
    const rel = letter === letter.toLowerCase();
    const cmd = letter.toLowerCase();
    const values = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    if (cmd === 'z') {
      [x, y] = [sx, sy];
      control = undefined;
      continue;
    }
    const n = arity[cmd] ?? 2;
    for (let k = 0; k < values.length; k += n) {
      const v = values.slice(k, k + n);
      const at = (i: number): [number, number] => [(rel ? x : 0) + (v[i] ?? 0), (rel ? y : 0) + (v[i + 1] ?? 0)];
      const own: [number, number][] = [];
      if (cmd === 't' || cmd === 's') own.push(control ? [2 * x - control[0], 2 * y - control[1]] : [x, y]);
      if (cmd === 'h') own.push([(rel ? x : 0) + (v[0] ?? 0), y]);
      else if (cmd === 'v') own.push([x, (rel ? y : 0) + (v[0] ?? 0)]);
      else for (let i = 0; i < n; i += 2) own.push(at(i));
      points.push(...own);
      // The control point a following t or s reflects: a quadratic's only one, a cubic's second.
      control = cmd === 'q' || cmd === 't' || cmd === 'c' || cmd === 's' ? own.at(-2) : undefined;
      [x, y] = own.at(-1) ?? [x, y];
      if (cmd === 'm' && k === 0) [sx, sy] = [x, y];
    }
  }
  return points;
}

describe('category covers', () => {
  const categories = (JSON.parse(readFileSync('content/categories.json', 'utf8')) as { contents: { id: string; sections: string[] }[] })
    .contents;
  const imagery = readFileSync('src/styles/imagery.css', 'utf8');

  it('give each news and case category a motif of its own', () => {
    for (const section of ['news', 'case']) {
      const ids = categories.filter((c) => c.sections.includes(section)).map((c) => c.id);
      expect(ids.length).toBeGreaterThan(1);
      expect(new Set(ids.map((id) => coverOf(id).motif)).size, section).toBe(ids.length);
    }
  });

  it('give a category added later a stable cover from its id', () => {
    const later = ['recruit', 'award', 'partnership', 'webinar', 'x'];
    for (const id of later) {
      expect(coverOf(id)).toEqual(coverOf(id));
      expect(['waves', 'interference', 'samples']).toContain(coverOf(id).motif);
    }
    // Different ids do not all look the same.
    expect(new Set(later.map((id) => JSON.stringify(coverOf(id)))).size).toBeGreaterThan(2);
  });

  it('have a drawn motif and a stylesheet rule for every motif and tone they can pick', () => {
    const ids = [...categories.map((c) => c.id), ...Array.from({ length: 200 }, (_, i) => `category-${i}`)];
    for (const { motif, tone } of ids.map(coverOf)) {
      expect(drawn[`covers/${motif}.svg`], motif).toBeDefined();
      expect(imagery).toMatch(
        new RegExp(`\\.cover--${motif}\\s*\\{\\s*--cover-motif:\\s*url\\('\\.\\./assets/illustrations/covers/${motif}\\.svg'\\)`),
      );
      expect(imagery).toMatch(new RegExp(`\\.cover--tone-${tone}\\s*\\{`));
    }
  });
});

describe('cover framings', () => {
  it('frame entries of one category in more than one way, the same way every time', async () => {
    const { framingOf } = await import('../../src/components/category-cover.tsx');
    const ids = [
      'new-graduate-info-sessions-2027',
      'open-day-2025-autumn',
      'miqan-summer-hands-on-2025',
      'qparc-2025-info-session',
      'qcsf-2024-invited-talk',
    ];
    expect(new Set(ids.map(framingOf)).size).toBeGreaterThan(1);
    for (const id of ids) expect(framingOf(id)).toBe(framingOf(id));
    const imagery = readFileSync('src/styles/imagery.css', 'utf8');
    for (const id of ids) if (framingOf(id) > 0) expect(imagery).toMatch(new RegExp(`\\.cover--frame-${framingOf(id)}\\s*\\{`));
  });
});
