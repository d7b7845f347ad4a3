// https://vike.dev/onRenderHtml — renders the URL with React Router and writes its payload.
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { render } from 'vike/abort';
import type { InjectFilterEntry, PageContextServer } from 'vike/types';
import { renderPage } from '../src/prerender/render-page.ts';

/**
 * https://vike.dev/injectFilter — no `<link rel="preload" as="font">`. Vike preloads every
 * font file its CSS references; the fonts are split by `unicode-range` (src/styles/fonts.css),
 * so that would download all ~120 slices. The browser fetches only the slices a page uses.
 */
function injectFilter(assets: InjectFilterEntry[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font') asset.inject = false;
  }
}

export async function onRenderHtml(pageContext: PageContextServer) {
  const outcome = await renderPage(pageContext.urlPathname, {
    is404: pageContext.is404 === true,
    isPrerendering: pageContext.isPrerendering === true,
  });
  if (outcome === 'not-found') throw render(404);
  return { documentHtml: escapeInject`${dangerouslySkipEscape(outcome)}`, injectFilter };
}
