import { Fragment } from 'react';
import { company } from '../config/company.ts';
import type { Locale } from '../i18n/locales.ts';

const a = company.postalAddress;
const [street = '', ...building] = a.street.ja.split(' ');

/**
 * The Japanese address in parts a line never splits (postal code, prefecture
 * and ward, street, building and floor: issue 14's no-break spans), with a
 * break allowed only between parts. The text is `company.address.ja`, exactly.
 */
const jaParts: [string, string][] = [
  [`〒${a.postalCode}`, ' '],
  [`${a.region.ja}${a.locality.ja}`, ''],
  [street, ' '],
  [building.join(' '), ''],
];

/** The company's address as one line of text: English as written, Japanese in unbreakable parts. */
export function PostalAddressText({ locale }: { locale: Locale }) {
  if (locale === 'en') return company.address.en;
  return jaParts.map(([part, after], i) => (
    <Fragment key={part}>
      <span className="nowrap">{part}</span>
      {after || (i < jaParts.length - 1 && <wbr />)}
    </Fragment>
  ));
}
