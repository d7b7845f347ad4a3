/**
 * CMS rich text, made ready for the page at build time: blocks that may
 * scroll sideways on a phone (code, tables) become keyboard-focusable regions
 * (WCAG 2.1.1, axe `scrollable-region-focusable`), images load lazily, and a
 * third-party embed waits behind a placeholder (the service, what loading it
 * shares, a button that loads it, the cookie settings) inside a <template>
 * until the visitor consents to its category (src/consent/embeds.ts).
 *
 * The HTML was sanitised at sync (content-client/rich-html.ts). Here a real
 * tokenizer (htmlparser2) finds the tags, so a `<table` or `<img` inside an
 * attribute value or a comment is never touched, and the few additions are
 * spliced into the source at tag boundaries: every other byte is copied as it
 * is, which is also why this costs tens of microseconds per page, not a parse
 * and re-serialisation of the whole body.
 */
import { Parser } from 'htmlparser2';
import { EMBED_HOSTS, embedUrl, type EmbedConsent } from '../../content-client/rich-html-embeds.ts';
import { escapeMarkup } from '../../lib/markup.ts';
import type { Locale } from '../i18n/locales.ts';

const TABLE_LABEL: Record<Locale, string> = { ja: '表（横にスクロールできます）', en: 'Table (scrolls sideways)' };
const CODE_LABEL: Record<Locale, string> = { ja: 'コード', en: 'Code' };

const CATEGORY: Record<Locale, Record<EmbedConsent, string>> = {
  ja: { maps: '地図', media: '動画・スライド' },
  en: { maps: 'Maps', media: 'Videos and slides' },
};
const EMBED_TEXT: Record<
  Locale,
  { shares(service: string, category: string): string; load(service: string): string; settings: string; open(service: string): string }
> = {
  ja: {
    shares: (service, category) =>
      `${service}から読み込む埋め込みです。表示すると、お使いのIPアドレスなどが${service}に送信され、${service}がクッキーを保存することがあります。クッキー設定で「${category}」を許可すると、このような埋め込みを自動で表示します。`,
    load: (service) => `${service}の埋め込みを表示する`,
    settings: 'クッキー設定を開く',
    open: (service) => `${service}で開く`,
  },
  en: {
    shares: (service, category) =>
      `This is embedded from ${service}. Showing it sends your IP address and similar data to ${service}, which may set its own cookies. Allow “${category}” in the cookie settings to show such embeds automatically.`,
    load: (service) => `Show the ${service} embed`,
    settings: 'Open cookie settings',
    open: (service) => `Open on ${service}`,
  },
};

/**
 * What stands before an embed's iframe (which follows inside a <template>, so the browser loads nothing):
 * the placeholder a visitor sees until the embed's category is allowed. Left out of the search index.
 */
function embedPlaceholder(src: string | undefined, title: string | undefined, locale: Locale): string {
  const embed = embedUrl(src);
  if (!embed) return ''; // the sanitiser keeps no other iframe
  const { title: service, consent } = EMBED_HOSTS[embed.host];
  const t = EMBED_TEXT[locale];
  const what = title && title !== service ? ` ${escapeMarkup(title)}` : '';
  return (
    `<div class="embed" data-embed="${consent}" data-pagefind-ignore="all"><div class="embed__placeholder">` +
    `<p class="embed__title"><strong>${service}</strong>${what}</p>` +
    `<p class="embed__note">${escapeMarkup(t.shares(service, CATEGORY[locale][consent]))}</p>` +
    `<p class="embed__actions"><button type="button" class="button button--secondary" data-embed-load>${t.load(service)}</button>` +
    `<button type="button" class="link-button" data-embed-settings>${t.settings}</button>` +
    `<a href="${escapeMarkup(embed.href)}" target="_blank" rel="noopener noreferrer">${t.open(service)}</a></p>` +
    '</div><template>'
  );
}

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
  let embed = false;
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
      else if (name === 'iframe') {
        const placeholder = embedPlaceholder(attribs.src, attribs.title, locale);
        embed = placeholder !== '';
        if (embed) insert(start, placeholder);
      }
    },
    onclosetag(name, isImplied) {
      if (name !== 'table' && !(name === 'iframe' && embed)) return;
      if (name === 'iframe') embed = false;
      // An unclosed element ends where the tag that closed it starts, or at the end of the input.
      insert(ended ? html.length : isImplied ? parser.startIndex : parser.endIndex + 1, name === 'table' ? '</div>' : '</template></div>');
    },
  });
  parser.write(html);
  ended = true;
  parser.end();
  return out + html.slice(copied);
}
