import { Link } from 'react-router-dom';
import type { DraftData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';

/** Preview page for CMS drafts; the draft content flow arrives with the publishing work. */
export default function DraftPage() {
  const data = usePageData<DraftData>();
  const t = useDictionary();
  return (
    <div className="container page">
      <header className="page__header">
        <h1>{t.draft.title}</h1>
        <p className="page__lead" role="note">{t.draft.notice}</p>
      </header>
      <p>{t.draft.howTo}</p>
      <p><Link to={data.listingHref}>{t.draft.backToListing}</Link></p>
    </div>
  );
}
