// https://vike.dev/onRenderHtml — renders the URL with React Router (dev server; builds use the build engine).
// Fonts are not Vite assets (public/assets/fonts, preloaded by src/prerender/document.ts), so Vike injects
// no font preloads and needs no injectFilter.
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { renderPage } from '../src/prerender/render-page.ts';
import { ENGINE_FRAME_KEY, frameDocument, type FrameRequest } from '../src/prerender/frames.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  // The build engine asks once per language for the tags Vike injects (see src/prerender/frames.ts).
  const frame = (pageContext as PageContextServer & { [ENGINE_FRAME_KEY]?: FrameRequest })[ENGINE_FRAME_KEY];
  if (frame) {
    if (frame.notFound && !pageContext.is404) throw render(404);
    return escapeInject`${dangerouslySkipEscape(frameDocument(frame.locale))}`;
  }
  const outcome = await renderPage(pageContext.urlPathname, { is404: pageContext.is404 === true });
  if (outcome.kind === 'not-found') throw render(404);
  return escapeInject`${dangerouslySkipEscape(outcome.html)}`;
}
