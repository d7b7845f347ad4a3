import type { Locale } from '../i18n/locales.ts';

const formatters = {
  ja: new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }),
};

/** A date in the page's language, always in Tokyo time so build and browser agree. */
export function FormattedDate({ iso, locale }: { iso: string; locale: Locale }) {
  return <time dateTime={iso}>{formatters[locale].format(new Date(iso))}</time>;
}
