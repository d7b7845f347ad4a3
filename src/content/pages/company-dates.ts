/** Dates and amounts from config/company.ts, spelled for Japanese and English copy. */
import { company } from '../../config/company.ts';
import { EN_MONTHS } from '../../i18n/format-date.ts';

const foundedDate = new Date(`${company.founded}T00:00:00Z`);
export const foundedYear = foundedDate.getUTCFullYear();
const foundedMonthEn = EN_MONTHS[foundedDate.getUTCMonth()] ?? '';
/** e.g. 2018年4月2日 */
export const foundedJa = `${foundedYear}年${foundedDate.getUTCMonth() + 1}月${foundedDate.getUTCDate()}日`;
/** e.g. 2018年4月 */
export const foundedMonthJa = `${foundedYear}年${foundedDate.getUTCMonth() + 1}月`;
/** e.g. April 2, 2018 */
export const foundedEn = `${foundedMonthEn} ${foundedDate.getUTCDate()}, ${foundedYear}`;
/** e.g. April 2018 */
export const foundedMonthYearEn = `${foundedMonthEn} ${foundedYear}`;

function yearMonth(ym: string): [number, number] {
  const match = /^(\d{4})-(\d{2})$/.exec(ym);
  if (!match) throw new Error(`Not a year and month (YYYY-MM): ${ym}`);
  return [Number(match[1]), Number(match[2])];
}

/** `2022-02` → 2022年2月 */
export function monthJa(ym: string): string {
  const [year, month] = yearMonth(ym);
  return `${year}年${month}月`;
}

/** `2022-02` → February 2022 */
export function monthEn(ym: string): string {
  const [year, month] = yearMonth(ym);
  return `${EN_MONTHS[month - 1] ?? ''} ${year}`;
}

/** 980000000 → 9億8,000万円 (whole 万 only, the way amounts are written in our releases). */
export function yenJa(amount: number): string {
  const man = Math.round(amount / 10_000);
  const oku = Math.floor(man / 10_000);
  const rest = man % 10_000;
  return `${oku > 0 ? `${oku}億` : ''}${rest > 0 ? `${rest.toLocaleString('ja-JP')}万` : ''}円`;
}

/** 980000000 → JPY 980 million */
export function yenEn(amount: number): string {
  return `JPY ${(amount / 1_000_000).toLocaleString('en-US')} million`;
}
