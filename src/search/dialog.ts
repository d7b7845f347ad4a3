/** What the search dialog's frame (search-control.tsx) and its lazy results (search-results.tsx) share. */
import type { Locale } from '../i18n/locales.ts';

/** What the results' chunk (search-results.tsx) is given. */
export interface SearchResultsProps {
  locale: Locale;
  query: string;
  /** The status line's text: what the search is doing, or what it found. */
  onStatus: (status: string) => void;
  /** A result was chosen (the new page's main takes focus). */
  onChoose: () => void;
}

/** The dialog's id: the button names it (aria-controls), which is how the page opens it before the app. */
export const SEARCH_DIALOG_ID = 'search-dialog';
