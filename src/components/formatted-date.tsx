import type { Locale } from '../i18n/locales.ts';
import { formatDate } from '../i18n/format-date.ts';

/** A date in the page's language, always in Tokyo time so build and browser agree. */
export function FormattedDate({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{formatDate(iso, locale)}</time>;
}
