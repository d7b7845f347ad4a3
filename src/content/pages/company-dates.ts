/** The founding date from config/company.ts, spelled for Japanese and English copy. */
import { company } from '../../config/company.ts';

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

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
