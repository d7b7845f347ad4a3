/**
 * The brand display face is a subset of Noto Sans JP committed to the repo
 * (scripts/fonts-subset.ts). A heading or label changed in code without
 * regenerating it would be drawn half in the brand face and half in the
 * system face: these tests catch that, and check the font CSS reaches the
 * page the way the Content-Security-Policy allows.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DISPLAY_WEIGHTS, displayCharacters } from '../../scripts/fonts-text.ts';
import { displayFaces, latinFace } from '../../src/styles/generated/fonts.ts';
import { fontCss, fontPreloads } from '../../src/styles/font-css.ts';
import { contentSecurityPolicy } from '../../src/prerender/csp.ts';
import { renderDocument } from '../../src/prerender/document.ts';

const REGENERATE = 'Run `node scripts/fonts-subset.ts` and commit public/assets/fonts and src/styles/generated/fonts.ts.';
const fileOf = (url: string) => join('public', url);

describe('display font subset', () => {
  it.each(DISPLAY_WEIGHTS)('weight %i has a glyph for every character the code draws at that weight', (weight) => {
    const face = displayFaces.find((f) => f.weight === weight);
    const missing = [...displayCharacters()[weight]].filter((c) => !face?.text.includes(c));
    expect(missing, `Characters missing from the ${weight} subset: ${missing.join('')}. ${REGENERATE}`).toEqual([]);
  });

  it('every font file exists under its content hash and stays small', () => {
    for (const { url, bytes } of [...displayFaces, latinFace]) {
      const data = readFileSync(fileOf(url));
      expect(url, REGENERATE).toMatch(new RegExp(`\\.${createHash('sha256').update(data).digest('hex').slice(0, 8)}\\.woff2$`));
      expect(data.length).toBe(bytes);
    }
    // The whole point of the subset: a Japanese first visit stays far below a full Japanese web font.
    expect(displayFaces.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThan(100 * 1024);
  });
});

describe('font CSS in the page head', () => {
  it('is inline, declares every file, and its hash is in style-src (nothing broader)', () => {
    for (const { url } of [...displayFaces, latinFace]) expect(fontCss).toContain(`url(${url})`);
    const styleSrc =
      contentSecurityPolicy()
        .split('; ')
        .find((d) => d.startsWith('style-src ')) ?? '';
    expect(styleSrc).toContain(`'sha256-${createHash('sha256').update(fontCss, 'utf8').digest('base64')}'`);
    expect(styleSrc).not.toMatch(/unsafe-inline/);
    expect(fontCss).not.toMatch(/<\/style/i);
  });

  it('preloads what the first screen draws: the logo and hero weight (and the wide-screen nav) in Japanese, Inter in English', () => {
    const url = (weight: number) => displayFaces.find((f) => f.weight === weight)?.url;
    expect(fontPreloads('ja')).toEqual([{ href: url(900) }, { href: url(500), media: '(min-width: 969px)' }]);
    expect(fontPreloads('en')).toEqual([{ href: latinFace.url }]);
    const html = renderDocument({
      locale: 'ja',
      path: '/',
      isHome: true,
      meta: { title: 't', description: 'd', alternates: { ja: '/' } },
      appHtml: '',
      appData: {},
    });
    expect(html).toContain(`<link rel="preload" href="${url(900)}" as="font" type="font/woff2" crossorigin>`);
    expect(html).toContain(`<style>${fontCss}</style>`);
    expect(html).not.toMatch(/rel="stylesheet"[^>]*font/);
  });
});
