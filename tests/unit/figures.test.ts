/**
 * Our generated drawings (scripts/draw-figures.ts → src/assets/illustrations/
 * covers, marks, screens, diagrams): what is committed is what the sources
 * draw, each language's drawing speaks that language, the colours are the
 * design tokens', and every page, client and category finds its drawing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawAll } from '../../scripts/lib/figures/index.ts';
import { staticPages } from '../../src/content/static-pages.ts';
import type { FigureBlock } from '../../src/content/page-copy.ts';
import { company } from '../../src/config/company.ts';
import { coverOf } from '../../src/components/category-cover.tsx';

const DIR = 'src/assets/illustrations';
const FOLDERS = ['covers', 'marks', 'screens', 'diagrams'] as const;
const drawn = drawAll();
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

  it('stay small: covers and marks under 4 KB, diagrams under 6 KB, screens under 16 KB', () => {
    const limit = (path: string) => (path.startsWith('screens/') ? 16 : path.startsWith('diagrams/') ? 6 : 4) * 1024;
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
  it('exist for every client on the band, all marked fictional', () => {
    const marks = Object.keys(drawn)
      .filter((p) => p.startsWith('marks/'))
      .map((p) => p.slice('marks/'.length, -'.svg'.length));
    expect(company.clients.map((c) => c.id).sort()).toEqual(marks.sort());
    for (const client of company.clients) expect(client.fictional).toBe(true);
  });
});

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
