// https://vike.dev/onRenderHtml — renders the URL with React Router (dev server; builds use the build engine).
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { render } from 'vike/abort';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { renderPage } from '../src/prerender/render-page.ts';
import { ENGINE_FRAME_KEY, frameDocument, type FrameRequest } from '../src/prerender/frames.ts';
import { localeOfPath, type Locale } from '../src/i18n/locales.ts';

/**
 * https://vike.dev/injectFilter — font preloads. Vike preloads every font file its CSS
 * references; ours are split by `unicode-range` into ~120 slices (src/styles/fonts.css), so
 * that would download all of them. Only English pages preload one: Inter's Latin slice, which
 * holds nearly all their text. A preloaded `font-display: optional` font is used from the first
 * paint when it arrives in time; unpreloaded ones are used from the next page on (cached).
 */
const fontPreloads =
  (locale: Locale) =>
  (assets: InjectFilterEntry[]): void => {
    for (const asset of assets) {
      if (asset.assetType !== 'font') continue;
      asset.inject = locale === 'en' && /\/inter-latin-wght-normal\.[\w-]+\.woff2$/.test(asset.src) ? 'HTML_BEGIN' : false;
    }
  };

export async function onRenderHtml(pageContext: PageContextServer) {
  // The build engine asks once per language for the tags Vike injects (see src/prerender/frames.ts).
  const frame = (pageContext as PageContextServer & { [ENGINE_FRAME_KEY]?: FrameRequest })[ENGINE_FRAME_KEY];
  if (frame) {
    if (frame.notFound && !pageContext.is404) throw render(404);
    return { documentHtml: escapeInject`${dangerouslySkipEscape(frameDocument(frame.locale))}`, injectFilter: fontPreloads(frame.locale) };
  }
  const outcome = await renderPage(pageContext.urlPathname, { is404: pageContext.is404 === true });
  if (outcome.kind === 'not-found') throw render(404);
  return {
    documentHtml: escapeInject`${dangerouslySkipEscape(outcome.html)}`,
    injectFilter: fontPreloads(localeOfPath(pageContext.urlPathname)),
  };
}
