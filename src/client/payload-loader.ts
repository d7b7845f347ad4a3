/**
 * Client loaders: fetch the pre-rendered payload of the target URL (never the
 * CMS). A missing payload is a 404 unless the manifest says the URL should
 * exist, which means the build is incomplete: "Route {path} is not pre-rendered".
 */
import { data, redirect, type LoaderFunction } from 'react-router';
import { localizePath, type Locale } from '../i18n/locales.ts';
import { SHELL_PARAM_VALUE, type RouteDef } from '../routes.ts';
import { MANIFEST_PATH, payloadPath, type Manifest, type Payload } from '../data/payload.ts';
import { takePrefetched } from './runtime/payload-cache.ts';
import { PAYLOAD_TIMEOUT_MS } from './runtime/constants.ts';
import { dictionaries } from '../i18n/dictionary.ts';

let manifestPromise: Promise<Manifest | undefined> | undefined;

/** The build's manifest, fetched once per page load (undefined when unavailable). */
export function loadManifest(): Promise<Manifest | undefined> {
  manifestPromise ??= fetch(MANIFEST_PATH, { headers: { accept: 'application/json' } })
    .then((r) => (r.ok ? (r.json() as Promise<Manifest>) : undefined))
    .catch(() => {
      manifestPromise = undefined; // Try again on the next navigation.
      return undefined;
    });
  return manifestPromise;
}

/** Whether the build should have written a payload for this URL. */
export function shouldExist(def: RouteDef, locale: Locale, params: Record<string, string | undefined>, manifest: Manifest): boolean {
  const exp = def.expansion;
  switch (exp.kind) {
    case 'static':
    case 'shell':
      return true;
    case 'article':
      return manifest.articles.includes(params.articleId ?? '');
    case 'detail':
      return false; // Slugs are not listed in the manifest: an unknown one is simply not found.
    case 'listing': {
      const listing = manifest.listings[`${locale}:${exp.section}`];
      if (!listing) return false;
      const pages =
        exp.filter === 'category'
          ? listing.categories[params.categoryId ?? '']
          : exp.filter === 'year'
            ? listing.years[params.yearId ?? '']
            : listing.pages;
      if (pages === undefined) return false;
      if (!exp.paged) return true;
      const p = Number(params.p);
      return /^[1-9]\d*$/.test(params.p ?? '') && p <= pages;
    }
  }
}

export function payloadUrlFor(def: RouteDef, locale: Locale, pathname: string): string {
  if (def.expansion.kind !== 'shell') return payloadPath(pathname);
  // Every value of a shell route shares the one pre-rendered payload.
  return payloadPath(localizePath(locale, def.path.replace(`:${def.expansion.shellParam}`, SHELL_PARAM_VALUE)));
}

export const createPayloadLoader =
  (def: RouteDef, locale: Locale): LoaderFunction =>
  async (args) => {
    const { request, params } = args;
    const { pathname } = new URL(request.url);
    if (def.redirectTo) throw redirect(def.redirectTo(locale), 308);
    const t = dictionaries[locale].runtime;
    // Offline: fail at once with a clear message instead of waiting for a request that cannot succeed.
    if (!navigator.onLine) throw data({ message: t.offlineNavigation }, { status: 503 });
    const url = payloadUrlFor(def, locale, pathname);
    let response: Response;
    try {
      const signal =
        typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, AbortSignal.timeout(PAYLOAD_TIMEOUT_MS)]) : request.signal;
      const fresh = () => fetch(url, { signal, headers: { accept: 'application/json' } });
      response = await (takePrefetched(url)?.catch(fresh) ?? fresh());
    } catch (e) {
      if (request.signal.aborted) throw e;
      throw data({ message: navigator.onLine ? t.loadFailed : t.offlineNavigation }, { status: 503 });
    }
    if (response.status === 404) {
      const manifest = await loadManifest();
      if (manifest && shouldExist(def, locale, params, manifest)) {
        throw data({ message: `Route ${pathname} is not pre-rendered` }, { status: 500 });
      }
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    if (!response.ok) throw data({ message: response.statusText || 'Error' }, { status: response.status });
    const payload = (await response.json()) as Payload;
    if ('redirect' in payload) throw redirect(payload.redirect, 308);
    // The receipt's code is loaded only by the three thank-you pages that show one: not part of every first load.
    return def.receipt ? (await import('./receipt-loader.ts')).withReceipt(def, args, payload.data) : payload.data;
  };
