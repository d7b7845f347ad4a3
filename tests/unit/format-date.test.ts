import { describe, expect, it } from 'vitest';
import { formatDate } from '../../src/i18n/format-date.ts';

/** What the site showed before it stopped constructing Intl formatters in the browser. */
const intl = {
  ja: new Intl.DateTimeFormat('ja-JP', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }),
  en: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Asia/Tokyo' }),
};

describe('formatDate', () => {
  it('writes the date as a Japanese and an English reader expect it', () => {
    expect(formatDate('2025-06-01T00:00:00.000Z', 'ja')).toBe('2025年6月1日');
    expect(formatDate('2025-06-01T00:00:00.000Z', 'en')).toBe('June 1, 2025');
    expect(formatDate('2024-12-09', 'en')).toBe('December 9, 2024');
  });

  it('uses the calendar of Tokyo: an evening in UTC is already the next day', () => {
    expect(formatDate('2025-03-31T14:59:59.999Z', 'ja')).toBe('2025年3月31日');
    expect(formatDate('2025-03-31T15:00:00.000Z', 'ja')).toBe('2025年4月1日');
    expect(formatDate('2025-12-31T15:00:00Z', 'en')).toBe('January 1, 2026');
    expect(formatDate('2026-01-01T08:30:00+09:00', 'en')).toBe('January 1, 2026');
  });

  it('gives the same text as Intl.DateTimeFormat in Tokyo time, in both languages', () => {
    // Every month boundary from 1990 to 2080 on both sides of Tokyo midnight, and 3,000 instants spread over it.
    const instants: number[] = [];
    for (let year = 1990; year <= 2080; year++) {
      for (let month = 0; month < 12; month++) {
        const midnightTokyo = Date.UTC(year, month, 1) - 9 * 3600_000;
        instants.push(midnightTokyo - 1, midnightTokyo, midnightTokyo + 1);
      }
    }
    const from = Date.UTC(1990, 0, 1);
    const to = Date.UTC(2080, 0, 1);
    for (let i = 0; i < 3000; i++) instants.push(Math.floor(from + ((to - from) * i) / 3000) + i * 7919);
    for (const instant of instants) {
      const iso = new Date(instant).toISOString();
      expect(formatDate(iso, 'ja'), iso).toBe(intl.ja.format(instant));
      expect(formatDate(iso, 'en'), iso).toBe(intl.en.format(instant));
    }
  });

  it('refuses a value that is not a date rather than printing NaN', () => {
    expect(() => formatDate('soon', 'ja')).toThrow(/Not a date: "soon"/);
    expect(() => formatDate('', 'en')).toThrow(RangeError);
  });
});
