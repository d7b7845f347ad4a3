// https://vike.dev/onRenderHtml — renders the URL with React Router and writes its payload.
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { render } from 'vike/abort';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { renderPage } from '../src/prerender/render-page.ts';
import { localeOfPath, type Locale } from '../src/i18n/locales.ts';

/**
 * https://vike.dev/injectFilter — font preloads. Vike preloads every font file its CSS
 * references; ours are split by `unicode-range` into ~120 slices (src/styles/fonts.css), so
 * that would download all of them. Only English pages preload one: Inter's Latin slice, which
 * holds nearly all their text. A preloaded `font-display: optional` font is used from the first
 * paint when it arrives in time; unpreloaded ones are used from the next page on (cached).
 */
const fontPreloads = (locale: Locale) => (assets: InjectFilterEntry[]): void => {
  for (const asset of assets) {
    if (asset.assetType !== 'font') continue;
    asset.inject = locale === 'en' && /\/inter-latin-wght-normal\.[\w-]+\.woff2$/.test(asset.src) ? 'HTML_BEGIN' : false;
  }
};

export async function onRenderHtml(pageContext: PageContextServer) {
  const outcome = await renderPage(pageContext.urlPathname, {
    is404: pageContext.is404 === true,
    isPrerendering: pageContext.isPrerendering === true,
  });
  if (outcome === 'not-found') throw render(404);
  return { documentHtml: escapeInject`${dangerouslySkipEscape(outcome)}`, injectFilter: fontPreloads(localeOfPath(pageContext.urlPathname)) };
}
