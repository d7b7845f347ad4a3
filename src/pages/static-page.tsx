import type { StaticData } from '../data/page-data.ts';
import { useLocale, usePageData, useRouteHandle } from '../app/hooks.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { PageSections } from '../components/page-sections.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function StaticPage() {
  const data = usePageData<StaticData>();
  const handle = useRouteHandle();
  const locale = useLocale();
  return (
    <article className="container page">
      <header className="page__header">
        <h1>{data.heading}</h1>
        <p className="page__lead">{data.lead}</p>
      </header>
      <PageSections sections={data.sections} />
      {handle?.officeMap && <OfficeMap locale={locale} />}
      {handle?.readinessCta && <ReadinessCta />}
    </article>
  );
}
