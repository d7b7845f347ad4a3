/**
 * The search results' strings, both languages. Not in ja.ts/en.ts: those are
 * in the app bundle, and these load with the results' own chunk
 * (src/search/search-results.tsx) when the dialog opens. The button's label
 * and the dialog's frame are `search` in ja.ts/en.ts.
 */
import type { Locale } from './locales.ts';

const ja = {
  count: '「{query}」の検索結果：{count}件',
  countOne: '「{query}」の検索結果：1件',
  none: '「{query}」に一致するページは見つかりませんでした。',
  more: 'さらに表示',
};

export type SearchText = Record<keyof typeof ja, string>;

export const searchText: Record<Locale, SearchText> = {
  ja,
  en: {
    count: '{count} results for “{query}”',
    countOne: '1 result for “{query}”',
    none: 'No pages match “{query}”.',
    more: 'Show more',
  },
};
