import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { Locale } from '../../i18n/locales.ts';
import { receiptHtml } from '../receipt-html.ts';
import type { Receipt } from '../receipts.ts';

/**
 * The personal part of a thank-you page. The site server fills this slot in
 * the pre-rendered HTML for direct loads (so it works without JavaScript);
 * after client navigation the loader brings the receipt and React renders
 * the same markup. On a static host nobody fills it: load it after hydrating.
 */
export function ReceiptSlot({ receipt, locale, hasToken }: { receipt?: Receipt; locale: Locale; hasToken: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!receipt && hasToken && ref.current?.innerHTML === '') void revalidator.revalidate();
    // Only on arrival: a revalidation that finds no receipt must not loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately once, see above
  }, []);
  // Prop order matters: fillReceiptSlot() looks for `<div data-receipt-slot="" class="receipt"`.
  return (
    <div
      data-receipt-slot=""
      className="receipt"
      ref={ref}
      aria-live="polite"
      aria-labelledby="result-heading"
      dangerouslySetInnerHTML={{ __html: receipt ? receiptHtml(receipt, locale) : '' }}
      suppressHydrationWarning
    />
  );
}
