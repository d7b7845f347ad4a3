// https://vike.dev/onRenderHtml — renders the URL with React Router and writes its payload.
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { renderPage } from '../src/prerender/render-page.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  const outcome = await renderPage(pageContext.urlPathname, {
    is404: pageContext.is404 === true,
    isPrerendering: pageContext.isPrerendering === true,
  });
  if (outcome === 'not-found') throw render(404);
  return escapeInject`${dangerouslySkipEscape(outcome)}`;
}
