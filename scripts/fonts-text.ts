/**
 * The text the brand display face (a subset of Noto Sans JP) has to draw, per
 * weight: Japanese text that is fixed in code and shown by the elements
 * src/styles/font-css.ts gives that face (logo, navigation, hero, static page
 * titles, section headings, closing calls to action, eyebrows). CMS text
 * (post titles, rich text) is never drawn in it, so it is not here: the
 * display subset stays a few hundred glyphs however much content there is.
 *
 * scripts/fonts-subset.ts subsets the fonts from this; a unit test
 * (tests/unit/fonts-subset.test.ts) fails when a string here has a
 * character the committed subset lacks.
 */
import { ja } from '../src/i18n/ja.ts';
import { staticPages, type StaticPageCopy } from '../src/content/static-pages.ts';
import { articles } from '../src/content/articles.ts';

export const DISPLAY_WEIGHTS = [500, 700, 900] as const;
export type DisplayWeight = (typeof DISPLAY_WEIGHTS)[number];

const copies = Object.values(staticPages).flatMap((page): StaticPageCopy[] => (page.ja ? [page.ja] : []));

/** Strings drawn at each weight (the weights are the ones layout.css and components.css give these elements). */
export function displayStrings(): Record<DisplayWeight, string[]> {
  const h = ja.home;
  return {
    // .site-nav a (medium)
    500: Object.values(ja.nav),
    // .section-heading, .eyebrow, .drawer__nav a (bold)
    700: [
      h.servicesTitle,
      h.statsTitle,
      h.latestCases,
      h.latestNews,
      h.publications,
      ja.post.related,
      ja.post.relatedCases,
      h.eyebrow,
      ...copies.flatMap((copy) => [copy.eyebrow ?? '', ...copy.sections.map((s) => s.heading)]),
      ...articles.flatMap((article) => article.sections.map((s) => s.heading)),
      ...Object.values(ja.nav),
    ],
    // .brand, .hero__title, the h1 of illustrated (static) pages and .cta__title, the closing calls to action (black)
    900: [
      ja.siteName,
      h.title,
      ...copies.filter((copy) => copy.illustration).map((copy) => copy.title),
      ja.closing.heading,
      ja.closing.caseHeading,
      h.contactTitle,
      ...copies.flatMap((copy) => (copy.closing ? [copy.closing.heading] : [])),
    ],
  };
}

/** The sorted, distinct characters of some strings (white space left out: it needs no glyph of ours). */
export function charactersOf(strings: readonly string[]): string {
  return [...new Set([...strings.join('')].filter((c) => !/\s/.test(c)))].sort().join('');
}

/** Characters of each display weight. */
export function displayCharacters(): Record<DisplayWeight, string> {
  const strings = displayStrings();
  return { 500: charactersOf(strings[500]), 700: charactersOf(strings[700]), 900: charactersOf(strings[900]) };
}

/**
 * What the Latin face (Inter, English pages) covers: Basic Latin, Latin-1,
 * the typographic punctuation and symbols English copy uses. Anything else
 * falls back to the system face without downloading Inter for it.
 */
export const LATIN_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131, 0x131],
  [0x152, 0x153],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2020, 0x2022],
  [0x2026, 0x2026],
  [0x2032, 0x2033],
  [0x2039, 0x203a],
  [0x2044, 0x2044],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

export const latinText = () =>
  LATIN_RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

/** `unicode-range` value of some code point ranges. */
export const unicodeRange = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`)).join(',');
