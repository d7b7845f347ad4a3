/**
 * The search dialog's strings, both languages. Not in ja.ts/en.ts: those are
 * in the entry bundle, and these load with the dialog's own chunk
 * (src/search/search-dialog.tsx) on first open. The button's label is
 * `search.open` in ja.ts/en.ts.
 */
import type { Locale } from './locales.ts';

const ja = {
  title: 'サイト内検索',
  label: '検索キーワード',
  placeholder: '例：量子化学',
  close: '閉じる',
  loading: '検索の準備をしています…',
  count: '「{query}」の検索結果：{count}件',
  countOne: '「{query}」の検索結果：1件',
  none: '「{query}」に一致するページは見つかりませんでした。',
  failed: '検索を読み込めませんでした。時間をおいてもう一度お試しください。',
  more: 'さらに表示',
};

export type SearchText = Record<keyof typeof ja, string>;

export const searchText: Record<Locale, SearchText> = {
  ja,
  en: {
    title: 'Search this site',
    label: 'Search terms',
    placeholder: 'e.g. quantum chemistry',
    close: 'Close',
    loading: 'Preparing search…',
    count: '{count} results for “{query}”',
    countOne: '1 result for “{query}”',
    none: 'No pages match “{query}”.',
    failed: 'Search could not be loaded. Please try again later.',
    more: 'Show more',
  },
};
