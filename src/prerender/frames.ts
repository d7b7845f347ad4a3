/**
 * Vike's asset injection, applied by the build engine.
 *
 * Every URL of the site is the same Vike page (`/*`), so Vike injects the
 * same tags into every document of a language: stylesheets right after
 * `<head>`, the client entry before `</body>`. Asking Vike's `renderPage()`
 * for each of 33,000 URLs cost 15 ms a page when it was measured, most of it
 * in Vike's per-page asset bookkeeping (then an O(n²) font-fallback check over
 * ~120 font slices, since replaced); so the engine asks Vike once per language
 * for a frame — a document with the same structure as ours and nothing in
 * it — and puts the tags Vike injected into each rendered page at the same
 * places. A test renders pages both ways and compares the bytes.
 */
import type { Locale } from '../i18n/locales.ts';
import { localeInfo } from '../i18n/locales.ts';

/** pageContextInit key that makes +onRenderHtml return a frame instead of a page. */
export const ENGINE_FRAME_KEY = 'engineFrame';
export interface FrameRequest {
  locale: Locale;
  notFound?: boolean;
}

/** The tags Vike injects at the start of `<head>` and at the end of `<body>`. */
export interface Frame {
  headStart: string;
  bodyEnd: string;
}

const HEAD = '<head>';
const BODY_END = '</body>';

/** Same shape as renderDocument's output around the two injection points. */
export function frameDocument(locale: Locale): string {
  return `<!doctype html>\n<html lang="${localeInfo[locale].htmlLang}">\n${HEAD}\n</head>\n<body>\n${BODY_END}\n</html>`;
}

/** Reads the injected tags back out of Vike's rendering of frameDocument(). */
export function parseFrame(locale: Locale, injected: string): Frame {
  const [before, after] = frameDocument(locale).split(`${HEAD}\n</head>\n<body>\n`) as [string, string];
  const headEnd = injected.indexOf('\n</head>\n<body>\n');
  if (!injected.startsWith(before + HEAD) || headEnd < 0 || !injected.endsWith(after)) {
    throw new Error(`Vike's output for the ${locale} frame has an unexpected shape:\n${injected}`);
  }
  return {
    headStart: injected.slice(before.length + HEAD.length, headEnd),
    bodyEnd: injected.slice(headEnd + '\n</head>\n<body>\n'.length, injected.length - after.length),
  };
}

/** A rendered document with Vike's tags in place (first `<head>`, last `</body>`, as Vike injects them). */
export function applyFrame(html: string, frame: Frame): string {
  const head = html.indexOf(HEAD) + HEAD.length;
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (head < HEAD.length || bodyEnd < head) throw new Error('The rendered document has no <head> or </body>');
  return html.slice(0, head) + frame.headStart + html.slice(head, bodyEnd) + frame.bodyEnd + html.slice(bodyEnd);
}
