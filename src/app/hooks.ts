import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { localeOfPath, type Locale } from '../i18n/locales.ts';
import { dictionaries } from '../i18n/dictionary.ts';
import type { Dictionary } from '../i18n/ja.ts';
import type { PageData } from '../data/page-data.ts';
import type { RouteHandle } from '../router/route-handle.ts';

/** The current page's locale: from the matched route, else from the path (404s). */
export function useLocale(): Locale {
  const matches = useMatches();
  const location = useLocation();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  return handle?.locale ?? localeOfPath(location.pathname);
}

export function useDictionary(): Dictionary {
  return dictionaries[useLocale()];
}

/** The current route's handle (what the route table says about the page). */
export function useRouteHandle(): RouteHandle | undefined {
  return useMatches().at(-1)?.handle as RouteHandle | undefined;
}

/** The leaf route's loader data (every page route returns PageData). */
export function useLeafPageData(): PageData | undefined {
  const matches = useMatches();
  const leaf = matches.at(-1);
  return leaf?.data as PageData | undefined;
}

/** Typed access to the current page's data inside a page component. */
export function usePageData<T>(): T {
  const matches = useMatches();
  const leaf = matches.at(-1);
  const loaded = useRouteLoaderData<PageData<T>>(leaf?.id ?? '');
  if (!loaded) throw new Error(`No data for route ${leaf?.id ?? '(none)'}`);
  return loaded.data;
}
