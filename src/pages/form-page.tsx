import { useMatches } from 'react-router-dom';
import type { StaticData } from '../data/page-data.ts';
import { useLocale, usePageData } from '../app/hooks.ts';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import type { RouteHandle } from '../router/create-routes.ts';
import { ContactForm } from '../forms/ui/contact-form.tsx';
import { ReadinessForm } from '../forms/ui/readiness-form.tsx';
import { QparcForm } from '../forms/ui/qparc-form.tsx';

/** A page with a form: its introduction, the form, then what happens next. */
export default function FormPage() {
  const data = usePageData<StaticData>();
  const locale = useLocale();
  const form = (useMatches().at(-1)?.handle as RouteHandle | undefined)?.form;
  return (
    <article className="container page">
      <PageHeader heading={data.heading} lead={data.lead} />
      <div className="form-layout">
        {form === 'contact' && <ContactForm locale={locale} />}
        {form === 'readiness' && <ReadinessForm />}
        {form === 'qparc' && <QparcForm />}
        <aside className="form-layout__aside">
          <PageSections sections={data.sections} />
        </aside>
      </div>
    </article>
  );
}
