/**
 * Keeps <html lang>, <title> and the meta tags in step with client-side
 * navigation; the server writes the same values into the pre-rendered HTML.
 * It writes only what differs: Chromium treats any write of `lang`, even of the
 * same value, as a change of every element's `:lang()` and restyles the whole
 * document, which after hydration took 15–31 ms at 4× CPU slowdown on /news.
 */
import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { localeInfo } from '../i18n/locales.ts';
import type { PageData } from '../data/page-data.ts';
import type { RouteHandle } from '../router/route-handle.ts';
import { documentTitle } from './document-title.ts';

function setMeta(selector: string, attr: 'content', value: string | undefined): void {
  const el = document.head.querySelector<HTMLMetaElement>(selector);
  if (el && value !== undefined && el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

export function DocumentHeadSync() {
  const leaf = useMatches().at(-1);
  const handle = leaf?.handle as RouteHandle | undefined;
  const meta = (leaf?.data as PageData | undefined)?.meta;

  useEffect(() => {
    if (!handle || !meta) return;
    const title = documentTitle(meta.title, handle.locale, handle.routeId === 'home');
    const lang = localeInfo[handle.locale].htmlLang;
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    if (document.title !== title) document.title = title;
    setMeta('meta[name="description"]', 'content', meta.description);
    setMeta('meta[property="og:title"]', 'content', title);
    setMeta('meta[property="og:description"]', 'content', meta.description);
    setMeta('meta[property="og:locale"]', 'content', localeInfo[handle.locale].ogLocale);
    setMeta('meta[name="robots"]', 'content', meta.robots ?? 'index,follow');
  }, [handle, meta]);

  return null;
}
