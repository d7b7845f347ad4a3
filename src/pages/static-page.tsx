import type { StaticData } from '../data/page-data.ts';
import { usePageData, useRouteHandle } from '../app/hooks.ts';
import { PageSections } from '../components/page-sections.tsx';
import { ReadinessCta } from '../components/readiness-cta.tsx';

export default function StaticPage() {
  const data = usePageData<StaticData>();
  const showCta = useRouteHandle()?.readinessCta === true;
  return (
    <article className="container page">
      <header className="page__header">
        <h1>{data.heading}</h1>
        <p className="page__lead">{data.lead}</p>
      </header>
      <PageSections sections={data.sections} />
      {showCta && <ReadinessCta />}
    </article>
  );
}
