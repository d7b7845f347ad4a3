/**
 * CMS rich text, made ready for the page at build time: blocks that may
 * scroll sideways on a phone (code, tables) become keyboard-focusable regions
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), and images load lazily.
 *
 * The HTML was sanitised at sync (content-client/rich-html.ts). Here a real
 * tokenizer (htmlparser2) finds the tags, so a `<table` or `<img` inside an
 * attribute value or a comment is never touched, and the few additions are
 * spliced into the source at tag boundaries: every other byte is copied as it
 * is, which is also why this costs tens of microseconds per page, not a parse
 * and re-serialisation of the whole body.
 */
import { Parser } from 'htmlparser2';
import type { Locale } from '../i18n/locales.ts';

const TABLE_LABEL: Record<Locale, string> = { ja: '表（横にスクロールできます）', en: 'Table (scrolls sideways)' };
const CODE_LABEL: Record<Locale, string> = { ja: 'コード', en: 'Code' };

/** End of the tag name that starts at `start` (`<name`), as written in the source. */
function nameEnd(html: string, start: number): number {
  let i = start + 1;
  while (i < html.length && !/[\s/>]/.test(html[i] ?? '')) i++;
  return i;
}

export function prepareRichText(html: string, locale: Locale): string {
  let out = '';
  let copied = 0;
  let ended = false;
  const insert = (at: number, text: string) => {
    out += html.slice(copied, at) + text;
    copied = at;
  };
  const parser = new Parser({
    onopentag(name, attribs, isImplied) {
      if (isImplied) return; // no source to decorate (e.g. a stray `</p>`)
      const start = parser.startIndex;
      if (name === 'pre') insert(nameEnd(html, start), ` tabindex="0" role="region" aria-label="${CODE_LABEL[locale]}"`);
      else if (name === 'table') insert(start, `<div class="table-scroll" tabindex="0" role="region" aria-label="${TABLE_LABEL[locale]}">`);
      else if (name === 'img' && !('loading' in attribs)) insert(nameEnd(html, start), ' loading="lazy" decoding="async"');
    },
    onclosetag(name, isImplied) {
      if (name !== 'table') return;
      // An unclosed table ends where the tag that closed it starts, or at the end of the input.
      insert(ended ? html.length : isImplied ? parser.startIndex : parser.endIndex + 1, '</div>');
    },
  });
  parser.write(html);
  ended = true;
  parser.end();
  return out + html.slice(copied);
}
