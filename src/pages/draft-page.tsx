import { Link } from 'react-router-dom';
import type { DraftData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';
import { PageHeader } from '../components/page-header.tsx';

/** Preview page for CMS drafts; the draft content flow arrives with the publishing work. */
export default function DraftPage() {
  const data = usePageData<DraftData>();
  const t = useDictionary();
  return (
    <div className="page">
      <PageHeader heading={t.draft.title} lead={t.draft.notice} trail={[{ label: t.listing[data.section], href: data.listingHref }]} />
      <div className="container page__body prose">
        <p>{t.draft.howTo}</p>
        <p><Link to={data.listingHref}>{t.draft.backToListing}</Link></p>
      </div>
    </div>
  );
}
