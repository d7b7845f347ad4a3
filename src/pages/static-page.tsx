import type { StaticData } from '../data/page-data.ts';
import { useLocale, usePageData, useRouteHandle } from '../app/hooks.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function StaticPage() {
  const data = usePageData<StaticData>();
  const handle = useRouteHandle();
  const locale = useLocale();
  return (
    <article className="container page">
      <PageHeader heading={data.heading} lead={data.lead} />
      <PageSections sections={data.sections} />
      {handle?.officeMap && <OfficeMap locale={locale} />}
      {handle?.readinessCta && <ReadinessCta />}
    </article>
  );
}
