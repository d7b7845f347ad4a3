import { useParams, useSearchParams } from 'react-router';
import type { StaticData } from '../data/page-data.ts';
import type { ReceiptPageData } from '../client/receipt-loader.ts';
import { useLocale, usePageData } from '../app/hooks.ts';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ReceiptSlot } from '../forms/ui/receipt-slot.tsx';

/** A thank-you page that shows the visitor's own submission (readiness result, QPARC receipt). */
export default function ReceiptPage() {
  const data = usePageData<StaticData & ReceiptPageData>();
  const locale = useLocale();
  const [search] = useSearchParams();
  const hasToken = Boolean(useParams().token ?? search.get('receipt'));
  return (
    <article className="page">
      <PageHeader heading={data.heading} lead={data.lead} trail={data.trail} />
      <div className="container page__body">
        <ReceiptSlot receipt={data.receipt} locale={locale} hasToken={hasToken} />
        <PageSections sections={data.sections} />
      </div>
    </article>
  );
}
