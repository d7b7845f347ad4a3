import type { Locale } from './locales.ts';

/** Japan has kept UTC+9 all year since 1952, so the offset is a constant for every date the site can hold. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

export const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date as the site shows it, "2025年6月1日" or "June 1, 2025", on the calendar of Tokyo, so that the build
 * and the browser agree whatever the visitor's time zone.
 *
 * Written out rather than with `Intl.DateTimeFormat`, which gives the same text (tests/unit/format-date.test.ts
 * compares the two): the first `Intl.DateTimeFormat` a page constructs loads the browser's locale and time zone
 * data, 50–146 ms of main thread in Chromium at 4× CPU slowdown, inside the task that starts the app on a first
 * visit (docs/benchmarks.md, "First visit").
 */
export function formatDate(iso: string, locale: Locale): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new RangeError(`Not a date: ${JSON.stringify(iso)}`);
  const tokyo = new Date(instant + TOKYO_OFFSET_MS);
  const year = tokyo.getUTCFullYear();
  const month = tokyo.getUTCMonth();
  const day = tokyo.getUTCDate();
  return locale === 'ja' ? `${year}年${month + 1}月${day}日` : `${EN_MONTHS[month]} ${day}, ${year}`;
}
