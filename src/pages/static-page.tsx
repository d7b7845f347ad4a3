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
    <article className="page">
      <PageHeader heading={data.heading} lead={data.lead} eyebrow={data.eyebrow} illustration={data.illustration} trail={data.trail} />
      <div className="container page__body">
        <PageSections sections={data.sections} after={handle?.officeMap ? { office: <OfficeMap locale={locale} /> } : undefined} />
        {handle?.readinessCta && <ReadinessCta />}
      </div>
    </article>
  );
}
