import { Link } from 'react-router';
import { pageExists, paths } from '../routes.ts';
import { company } from '../config/company.ts';
import { format } from '../i18n/dictionary.ts';
import { BrandLink } from './brand-link.tsx';
import { PostalAddressText } from '../components/postal-address.tsx';
import { openConsentSettings } from '../consent/consent-actions.ts';
import { useDictionary, useLocale } from './hooks.ts';
import { companyLinks, policyLinks, serviceLinks } from './site-links.ts';

/** Fixed at build time so server and client render the same year. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? 2026);

export function SiteFooter() {
  const locale = useLocale();
  const t = useDictionary();
  const groups = [
    { id: 'services', heading: t.footer.servicesHeading, links: serviceLinks.map((s) => ({ path: s.path, label: t.serviceNames[s.key] })) },
    { id: 'company', heading: t.footer.companyHeading, links: companyLinks.map((s) => ({ path: s.path, label: t.footer.links[s.key] })) },
    { id: 'policies', heading: t.footer.policiesHeading, links: policyLinks.map((s) => ({ path: s.path, label: t.footer.links[s.key] })) },
  ];
  const list = (links: { path: string; label: string }[]) => (
    <ul>
      {links
        .filter((l) => pageExists(locale, l.path))
        .map((l) => (
          <li key={l.path}>
            <Link to={paths.page(locale, l.path)}>{l.label}</Link>
          </li>
        ))}
    </ul>
  );
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLink inverse />
          <p className="site-footer__tagline">{t.footer.tagline}</p>
          <address>
            {company.name[locale]}
            <br />
            <PostalAddressText locale={locale} />
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        {/* Wider screens: every group open, in columns. */}
        {groups.map((g) => (
          <nav key={g.id} className="site-footer__group" aria-labelledby={`footer-${g.id}`}>
            <h2 className="site-footer__heading" id={`footer-${g.id}`}>
              {g.heading}
            </h2>
            {list(g.links)}
          </nav>
        ))}
        {/*
          Phones: the same groups folded (a column of every link ran to about 1,100 px). CSS shows one
          version or the other, so assistive technology meets the links once; <details> needs no script.
        */}
        <nav className="site-footer__folds" aria-label={t.footer.siteMap}>
          {groups.map((g) => (
            <details key={g.id} className="site-footer__fold">
              <summary>{g.heading}</summary>
              {list(g.links)}
            </details>
          ))}
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{format(t.footer.copyright, { year: BUILD_YEAR })}</p>
        <button type="button" className="link-button" onClick={openConsentSettings}>
          {t.footer.cookieSettings}
        </button>
      </div>
    </footer>
  );
}
