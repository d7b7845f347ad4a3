import { Link } from 'react-router';
import type { DraftData } from '../data/page-data.ts';
import { useDictionary, usePageData } from '../app/hooks.ts';
import { PageHeader } from '../components/page-header.tsx';
import { InlineText } from '../components/inline-text.tsx';

/**
 * The draft preview route without a draft: how to connect microCMS's screen
 * preview. With `?contentId=…&draftKey=…` the server answers instead, with
 * the draft in the real page template (server/publish/preview.ts).
 */
export default function DraftPage() {
  const data = usePageData<DraftData>();
  const t = useDictionary();
  return (
    <div className="page">
      <PageHeader heading={t.draft.title} lead={t.draft.notice} trail={[{ label: t.listing[data.section], href: data.listingHref }]} />
      <div className="container page__body prose">
        <p>
          <InlineText text={t.draft.howTo} />
        </p>
        <p>{t.draft.templateLabel}</p>
        <pre className="draft-url" tabIndex={0} role="region" aria-label={t.draft.templateLabel}>
          <code>{data.previewUrl}</code>
        </pre>
        <p>
          <Link to={data.listingHref}>{t.draft.backToListing}</Link>
        </p>
      </div>
    </div>
  );
}
