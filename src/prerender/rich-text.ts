/**
 * CMS rich text, made ready for the page at build time: blocks that may
 * scroll sideways on a phone (code, tables) become keyboard-focusable regions
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), and images load lazily.
 */
import type { Locale } from '../i18n/locales.ts';

const TABLE_LABEL: Record<Locale, string> = { ja: '表（横にスクロールできます）', en: 'Table (scrolls sideways)' };
const CODE_LABEL: Record<Locale, string> = { ja: 'コード', en: 'Code' };

export function prepareRichText(html: string, locale: Locale): string {
  return html
    .replace(/<pre(?=[\s>])/g, `<pre tabindex="0" role="region" aria-label="${CODE_LABEL[locale]}"`)
    .replace(/<table(?=[\s>])/g, `<div class="table-scroll" tabindex="0" role="region" aria-label="${TABLE_LABEL[locale]}"><table`)
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<img(?![^>]*\sloading=)(?=[\s>])/g, '<img loading="lazy" decoding="async"');
}
