/**
 * The consent banner, part of every pre-rendered page (src/prerender/document.ts), outside the app's root: the
 * first-layer question needs no script to be drawn. It is shown only while the visitor has not decided: an
 * inline head script (pre-paint.ts) marks `<html data-consent-ask>` before the first paint when the consent
 * cookie holds no valid decision, and the stylesheet shows the banner for that mark alone (components.css, `.consent-bar`).
 * Its buttons are handled by src/consent/consent-bar.ts; the library (vanilla-cookieconsent, consent-ui.ts)
 * loads only when one is pressed, or the footer's "Cookie settings".
 *
 * Written here rather than by the library (as before, issue 28): the library's banner came with its script, its
 * stylesheet and a layout of the page after the first paint on every first visit, 130–250 ms of a phone's
 * main-thread work at Lighthouse's 4× (docs/benchmarks.md, "First visit").
 */
import { escapeMarkup } from '../../lib/markup.ts';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';
import { segmentText } from '../typeset/segment.ts';
import type { Locale } from '../i18n/locales.ts';
import type { ConsentChoice } from './consent-state.ts';

export const bannerText: Record<
  Locale,
  { label: string; title: string; description: string; buttons: Record<ConsentChoice, string>; privacy: { href: string; text: string } }
> = {
  ja: {
    label: 'クッキーの設定',
    title: 'クッキーの利用について',
    description:
      'サイトの動作に必要なクッキーに加えて、アクセス解析、地図、記事中の動画・スライドの表示にクッキーや外部サービスを使います。これらは、同意いただいた場合にだけ読み込みます。',
    buttons: { all: 'すべて許可する', necessary: '必要なもののみ', settings: '項目を選んで設定する' },
    privacy: { href: '/privacy_policy', text: 'プライバシーポリシー' },
  },
  en: {
    label: 'Cookie settings',
    title: 'We use cookies',
    description:
      'Besides the cookies this site needs to work, we use privacy-friendly analytics, maps, and videos and slides embedded in articles. Those load only if you agree.',
    buttons: { all: 'Accept all', necessary: 'Necessary only', settings: 'Choose what to allow' },
    privacy: { href: '/en/privacy_policy', text: 'Privacy policy' },
  },
};

/**
 * The banner's markup. A labelled region, not a modal: the page stays usable while it shows. "Accept all" and
 * "Necessary only" weigh the same (both primary), as consent rules ask.
 */
export function consentBannerHtml(locale: Locale): string {
  // The same for every page of a language: made once (a whole build renders tens of thousands of pages).
  return (written[locale] ??= writeBanner(locale));
}

const written: Partial<Record<Locale, string>> = {};

function writeBanner(locale: Locale): string {
  const t = bannerText[locale];
  // Japanese breaks between phrases only, as everywhere on the site (lib/phrase-breaks.ts; base.css: keep-all).
  const prose = (text: string) => escapeMarkup(segmentText(text)).replaceAll(PHRASE_BREAK, '<wbr>');
  const button = (choice: ConsentChoice, variant: string) =>
    `<button type="button" class="button button--small${variant}" data-consent-choice="${choice}"${choice === 'settings' ? ' aria-haspopup="dialog"' : ''}>${escapeMarkup(t.buttons[choice])}</button>`;
  return (
    `<section id="consent-bar" class="consent-bar" aria-label="${escapeMarkup(t.label)}" data-nosnippet>` +
    `<div class="consent-bar__inner">` +
    `<div class="consent-bar__text"><h2 class="consent-bar__title">${prose(t.title)}</h2>` +
    `<p class="consent-bar__desc">${prose(t.description)} <a href="${escapeMarkup(t.privacy.href)}">${escapeMarkup(t.privacy.text)}</a></p></div>` +
    `<div class="consent-bar__actions">${button('all', '')}${button('necessary', '')}${button('settings', ' button--secondary')}</div>` +
    `</div></section>`
  );
}
