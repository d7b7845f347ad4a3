/**
 * The site's font CSS, inlined in every page's <head> (src/prerender/document.ts)
 * so fonts never wait for a stylesheet, and allowed by its hash in the
 * Content-Security-Policy (src/prerender/csp.ts). A plain string module, not
 * a .css file: the build engine computes the CSP in Node, without Vite.
 *
 * - Japanese body text uses the visitor's system face (tokens.css
 *   --font-sans): a full Japanese web font costs hundreds of KB.
 * - 'Aonami Display' is Noto Sans JP cut to the text fixed in code, one file
 *   per weight (scripts/fonts-subset.ts): the logo, navigation, hero, static
 *   page titles, section headings, closing calls to action and eyebrows of
 *   Japanese pages. CMS text is never given it (a character outside the
 *   subset would fall back to another face in the middle of a title).
 * - 'Inter' draws English pages (Latin only).
 *
 * `font-display: optional` everywhere: a face that has not arrived within
 * about 100 ms of first layout is not swapped in for that page view, so fonts
 * never shift the layout or hide text for long; the files are cached for the
 * next page. The faces the first screen needs are preloaded, so on most
 * connections they arrive in time. When they do not, 'Aonami Display
 * Fallback' stands in: the same family's installed cut where there is one
 * (Noto Sans JP on Windows 11, Noto Sans CJK JP on Android and Linux), else
 * Hiragino / Yu Gothic / Meiryo at the same weight, with Noto Sans JP's
 * vertical metrics so lines sit the same way.
 */
import type { Locale } from '../i18n/locales.ts';
import { displayFaces, displayMetrics, latinFace } from './generated/fonts.ts';

const pct = (n: number) => `${Math.round(n * 10000) / 100}%`;
const metrics = `ascent-override:${pct(displayMetrics.ascent)};descent-override:${pct(displayMetrics.descent)};line-gap-override:${pct(displayMetrics.lineGap)}`;

/** Installed faces that match the display face's weight, best match first (local() names are full or PostScript names). */
const LOCAL_FALLBACKS: Record<(typeof displayFaces)[number]['weight'], string[]> = {
  500: [
    'Noto Sans JP Medium',
    'NotoSansJP-Medium',
    'Noto Sans CJK JP Medium',
    'NotoSansCJKjp-Medium',
    'Hiragino Sans W5',
    'HiraginoSans-W5',
    'Yu Gothic Medium',
    'YuGothic-Medium',
    'Meiryo',
  ],
  700: [
    'Noto Sans JP Bold',
    'NotoSansJP-Bold',
    'Noto Sans CJK JP Bold',
    'NotoSansCJKjp-Bold',
    'Hiragino Sans W7',
    'HiraginoSans-W7',
    'Yu Gothic Bold',
    'YuGothic-Bold',
    'Meiryo Bold',
    'Meiryo-Bold',
  ],
  900: [
    'Noto Sans JP Black',
    'NotoSansJP-Black',
    'Noto Sans CJK JP Black',
    'NotoSansCJKjp-Black',
    'Hiragino Sans W9',
    'HiraginoSans-W9',
    'Noto Sans CJK JP Bold',
    'NotoSansCJKjp-Bold',
    'Yu Gothic Bold',
    'YuGothic-Bold',
    'Meiryo Bold',
    'Meiryo-Bold',
  ],
};
const local = (names: string[]) => names.map((name) => `local('${name}')`).join(',');

const faces = [
  ...displayFaces.map(
    (face) =>
      `@font-face{font-family:'Aonami Display';font-weight:${face.weight};font-display:optional;src:url(${face.url}) format('woff2');${metrics}}`,
  ),
  ...displayFaces.map(
    (face) =>
      `@font-face{font-family:'Aonami Display Fallback';font-weight:${face.weight};src:${local(LOCAL_FALLBACKS[face.weight])};size-adjust:100%;${metrics}}`,
  ),
  `@font-face{font-family:'Inter';font-weight:${latinFace.weight};font-display:optional;src:url(${latinFace.url}) format('woff2');unicode-range:${latinFace.unicodeRange}}`,
  // Windows' Yu Gothic Regular is too thin for body text: use its Medium for regular and its Bold from 600 up.
  `@font-face{font-family:'Aonami Yu Gothic';font-weight:100 500;src:local('Yu Gothic Medium'),local('YuGothic-Medium')}`,
  `@font-face{font-family:'Aonami Yu Gothic';font-weight:600 900;src:local('Yu Gothic Bold'),local('YuGothic-Bold')}`,
];

/** Elements whose Japanese text is fixed in code (scripts/fonts-text.ts lists their strings per weight). */
const DISPLAY_SELECTORS = [
  '.brand',
  '.site-nav a',
  '.drawer__nav a',
  '.hero__title',
  '.page-hero--illustrated .page-hero__title',
  '.section-heading',
  '.cta__title',
  '.eyebrow',
];

/** The contents of the inline <style> (minified: it is in every page). */
export const fontCss = `${faces.join('')}:is(${DISPLAY_SELECTORS.join(',')}):lang(ja){font-family:var(--font-display)}`;

/**
 * Font preloads for a page's first screen: Japanese pages draw the logo and
 * hero in the 900 weight, and the header navigation (wide screens only) in
 * 500; English pages set their body text in Inter.
 */
export function fontPreloads(locale: Locale): { href: string; media?: string }[] {
  if (locale === 'en') return [{ href: latinFace.url }];
  const url = (weight: number) => displayFaces.find((face) => face.weight === weight)?.url ?? '';
  return [{ href: url(900) }, { href: url(500), media: '(min-width: 969px)' }];
}
