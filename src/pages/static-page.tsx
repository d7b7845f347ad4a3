import type { StaticData } from '../data/page-data.ts';
import { useLocale, usePageData, useRouteHandle } from '../app/hooks.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ClosingCta } from '../components/closing-cta.tsx';
import { TableOfContents } from '../components/table-of-contents.tsx';
import { useSearchBody } from '../search/page-attributes.ts';

export default function StaticPage() {
  const data = usePageData<StaticData>();
  const handle = useRouteHandle();
  const locale = useLocale();
  // Long text pages (policies) get a table of contents; illustrated product pages use the full width.
  const withToc = !data.illustration && data.sections.length >= 5;
  const searchBody = useSearchBody(data.trail[0]?.label);
  return (
    <article className="page" {...searchBody}>
      <PageHeader
        heading={data.heading}
        lead={data.lead}
        eyebrow={data.eyebrow}
        illustration={data.illustration}
        actions={data.actions}
        trail={data.trail}
      />
      <div className={withToc ? 'container page__body article-layout' : 'container page__body'}>
        {withToc && <TableOfContents sections={data.sections} />}
        <div className={withToc ? 'article-layout__main' : undefined}>
          <PageSections sections={data.sections} after={handle?.officeMap ? { office: <OfficeMap locale={locale} /> } : undefined} />
        </div>
      </div>
      {(data.closing || handle?.readinessCta) && <ClosingCta copy={data.closing} />}
    </article>
  );
}
