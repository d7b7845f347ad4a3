/**
 * Where a URL's files live in a release, and which it has. Kept free of
 * rendering code: the build engine's main thread plans and links with it.
 */
import type { Locale } from '../i18n/locales.ts';
import { payloadPath } from '../data/payload.ts';

/** Which files a URL has in a release (a bit set, so the release state stays small at 33k URLs). */
export const OUT = { html: 1, htmlBr: 2, payload: 4, payloadBr: 8 } as const;

/** Pseudo-URLs of the two not-found pages (404.html, en/404.html). */
export const NOT_FOUND_URLS: Record<Locale, string> = { ja: '404:ja', en: '404:en' };

/** Relative paths (inside client/) of a URL's HTML and payload files. */
export function outputPaths(url: string): { html: string; payload?: string } {
  if (url === NOT_FOUND_URLS.ja) return { html: '404.html' };
  if (url === NOT_FOUND_URLS.en) return { html: 'en/404.html' };
  const path = decodeURIComponent(url);
  return { html: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`, payload: payloadPath(path).slice(1) };
}

/** Every file a URL has, from its flags. */
export function outputFiles(url: string, flags: number): string[] {
  const { html, payload } = outputPaths(url);
  const files: string[] = [];
  if (flags & OUT.html) files.push(html);
  if (flags & OUT.htmlBr) files.push(`${html}.br`);
  if (payload && flags & OUT.payload) files.push(payload);
  if (payload && flags & OUT.payloadBr) files.push(`${payload}.br`);
  return files;
}
