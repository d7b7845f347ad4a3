/**
 * What the site search indexes (Pagefind's attributes; engine/search-indexer.ts
 * sends only pages that have a body). A page is indexed when its own content
 * element carries `data-pagefind-body`: the header, footer and navigation are
 * outside it, and what repeats other pages inside it (breadcrumbs, tables of
 * contents, related entries, listing cards, pagination, calls to action)
 * carries `data-pagefind-ignore`. Pages that must not be found (drafts,
 * previews, thank-you and receipt pages) are `noindex` and get no body.
 */
import { useLeafPageData } from '../app/hooks.ts';
import { stripBreaks } from '../../lib/phrase-breaks.ts';

export type SearchAttributes = Partial<Record<'data-pagefind-body' | 'data-pagefind-meta' | 'data-pagefind-ignore', string>>;

/** Not part of the page's own text. */
export const searchIgnore: SearchAttributes = { 'data-pagefind-ignore': '' };

/** One `key:value` per element (Pagefind reads the rest of the attribute as the value); a heading's phrase marks stay out. */
export const searchMeta = (key: 'section' | 'title', value: string): SearchAttributes => ({
  'data-pagefind-meta': `${key}:${stripBreaks(value)}`,
});

/**
 * Marks the page's searchable content; `section` labels its results (News,
 * Services…). Nothing on noindex pages.
 */
export function useSearchBody(section?: string): SearchAttributes {
  if (useLeafPageData()?.meta.robots === 'noindex') return {};
  return { 'data-pagefind-body': '', ...(section && searchMeta('section', section)) };
}
