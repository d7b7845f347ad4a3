import { Link } from 'react-router';
import { pageExists, paths } from '../routes.ts';
import type { HomeData } from '../data/page-data.ts';
import { company } from '../config/company.ts';
import { format } from '../i18n/dictionary.ts';
import { useDictionary, useLocale, usePageData } from '../app/hooks.ts';
import { serviceLinks } from '../app/site-links.ts';
import { EntryCard } from '../components/entry-card.tsx';
import { ClientBand } from '../components/client-band.tsx';
import { PublicationEntry } from '../components/publication-entry.tsx';
import { ClosingCta, useDefaultClosing } from '../components/closing-cta.tsx';
import { gridItemClass } from '../components/grid.ts';
import { FeatureCard } from '../components/feature-card.tsx';
import { InlineText } from '../components/inline-text.tsx';
// The registry and the text component only: the package index also carries the build-time pre-paint
// script source, which would ship in this page's first-load JavaScript (tests/e2e/budget.spec.ts).
import { ctaV1 } from '../../experiments/registry.ts';
import { ExperimentText } from '../components/experiment-text.tsx';
import { illustrationUrl } from '../content/illustrations.ts';

function SectionHead({ id, title, lead, more }: { id: string; title: string; lead?: string; more?: { href: string; label: string } }) {
  return (
    <div className="section-head">
      <div>
        <h2 id={id} className="section-heading">
          <InlineText text={title} />
        </h2>
        {lead && (
          <p className="section-head__lead">
            <InlineText text={lead} />
          </p>
        )}
      </div>
      {more && (
        <Link className="more-link" to={more.href}>
          {more.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}

export default function HomePage() {
  const data = usePageData<HomeData>();
  const locale = useLocale();
  const t = useDictionary();
  const h = t.home;
  const closing = useDefaultClosing();
  const services = serviceLinks.filter((s) => pageExists(locale, s.path));
  // Services without a page in this language are still named, with a link to the page that exists, so both
  // home pages list every service (the English home has no MIQAN or PhysiLenz page of its own).
  const otherLocale = locale === 'ja' ? 'en' : 'ja';
  const elsewhere = serviceLinks.filter((s) => !pageExists(locale, s.path) && pageExists(otherLocale, s.path));
  const stats = [
    [h.stats.founded, format(h.stats.foundedValue, { year: company.founded.slice(0, 4) })],
    [h.stats.people, format(h.stats.peopleValue, { count: company.employees })],
    [h.stats.projects, format(h.stats.projectsValue, { count: company.projectsPerYear })],
    [h.stats.papers, format(h.stats.papersValue, { count: data.publicationCount })],
  ] as const;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{h.eyebrow}</p>
            <h1 id="hero-title" className="hero__title">
              <InlineText text={data.heading} />
            </h1>
            <p className="hero__lead">
              <InlineText text={h.lead} />
            </p>
            <p className="hero__actions">
              {locale === 'ja' ? (
                <Link className="button button--large" to="/readiness-check">
                  <ExperimentText experiment={ctaV1} />
                </Link>
              ) : (
                <Link className="button button--large" to={paths.contact(locale)}>
                  {h.readinessCta}
                </Link>
              )}
              <Link className="button button--secondary button--large" to={paths.page(locale, '/services')}>
                {h.allServices}
              </Link>
            </p>
            {data.notice && (
              <p className="hero__notice">
                <InlineText text={data.notice} />
              </p>
            )}
          </div>
          <img className="hero__art" src={illustrationUrl('home-hero')} alt="" width="640" height="480" fetchPriority="high" />
        </div>
      </section>

      <ClientBand />

      <section className="band" aria-labelledby="home-services">
        <div className="container">
          <SectionHead
            id="home-services"
            title={h.servicesTitle}
            lead={h.servicesLead}
            more={{ href: paths.page(locale, '/services'), label: h.allServices }}
          />
          <ul className="grid feature-grid feature-grid--services">
            {services.map((s, i) => (
              <FeatureCard
                key={s.key}
                className={gridItemClass(i, services.length)}
                item={{
                  label: h.serviceLabels[s.key],
                  title: t.serviceNames[s.key],
                  text: h.serviceSummaries[s.key],
                  href: paths.page(locale, s.path),
                }}
              />
            ))}
          </ul>
          {elsewhere.length > 0 && (
            <div className="services-elsewhere">
              <p className="services-elsewhere__title">{h.servicesOtherLanguage}</p>
              <ul>
                {elsewhere.map((s) => (
                  <li key={s.key}>
                    <Link to={paths.page(otherLocale, s.path)} hrefLang={otherLocale}>
                      {t.serviceNames[s.key]}
                    </Link>
                    {' — '}
                    {h.serviceLabels[s.key]}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>

      <section className="band band--ink" aria-labelledby="home-stats">
        <div className="container">
          <h2 id="home-stats" className="section-heading">
            <InlineText text={h.statsTitle} />
          </h2>
          <dl className="stats">
            {stats.map(([label, value]) => (
              <div key={label} className="stats__item">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="band" aria-labelledby="home-cases">
        <div className="container">
          <SectionHead id="home-cases" title={h.latestCases} more={{ href: paths.listing(locale, 'case'), label: h.allCases }} />
          <ul className="grid card-grid">
            {data.cases.map((c, i) => (
              <li key={c.id} className={gridItemClass(i, data.cases.length, { max: 3 })}>
                <EntryCard card={c} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="band band--tint" aria-labelledby="home-news">
        <div className="container">
          <SectionHead id="home-news" title={h.latestNews} more={{ href: paths.listing(locale, 'news'), label: h.allNews }} />
          <ul className="grid card-grid">
            {data.news.map((c, i) => (
              <li key={c.id} className={gridItemClass(i, data.news.length, { max: 3 })}>
                <EntryCard card={c} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="band" aria-labelledby="home-publications">
        <div className="container">
          <SectionHead
            id="home-publications"
            title={h.publications}
            more={{ href: paths.listing(locale, 'publications'), label: h.allPublications }}
          />
          <div className="publication-list publication-list--compact">
            {data.publications.map((p) => (
              <PublicationEntry key={p.id} item={p} />
            ))}
          </div>
        </div>
      </section>

      <ClosingCta
        copy={{
          heading: h.contactTitle,
          text: h.contactText,
          primary: { label: h.contactButton, href: paths.contact(locale) },
          secondary: closing.secondary,
        }}
      />
    </>
  );
}
