import type { StaticData } from '../data/page-data.ts';
import { useLocale, usePageData, useRouteHandle } from '../app/hooks.ts';
import { PageSections } from '../components/page-sections.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ContactForm } from '../forms/ui/contact-form.tsx';
import { ReadinessForm } from '../forms/ui/readiness-form.tsx';
import { QparcForm } from '../forms/ui/qparc-form.tsx';
import { searchIgnore, useSearchBody } from '../search/page-attributes.ts';

/** A page with a form: its introduction, the form, then what happens next. */
export default function FormPage() {
  const data = usePageData<StaticData>();
  const locale = useLocale();
  const form = useRouteHandle()?.form;
  const searchBody = useSearchBody(data.trail[0]?.label);
  return (
    <article className="page" {...searchBody}>
      <PageHeader heading={data.heading} lead={data.lead} eyebrow={data.eyebrow} trail={data.trail} />
      <div className="container page__body form-layout">
        <div className="form-card" {...searchIgnore}>
          {form === 'contact' && <ContactForm locale={locale} positions={data.positions} />}
          {form === 'readiness' && <ReadinessForm />}
          {form === 'qparc' && <QparcForm />}
        </div>
        <aside className="form-layout__aside">
          <PageSections sections={data.sections} />
        </aside>
      </div>
    </article>
  );
}
