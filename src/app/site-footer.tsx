import { Link } from 'react-router-dom';
import { pageExists, paths } from '../routes.ts';
import { company } from '../config/company.ts';
import { format } from '../i18n/dictionary.ts';
import { LogoMark } from '../components/logo-mark.tsx';
import { PostalAddressText } from '../components/postal-address.tsx';
import { openConsentSettings } from '../consent/consent-state.ts';
import { useDictionary, useLocale } from './hooks.ts';
import { companyLinks, policyLinks, serviceLinks } from './site-links.ts';

/** Fixed at build time so server and client render the same year. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? 2026);

export function SiteFooter() {
  const locale = useLocale();
  const t = useDictionary();
  const link = (path: string, label: string) =>
    pageExists(locale, path) ? <li key={path}><Link to={paths.page(locale, path)}>{label}</Link></li> : null;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link to={paths.home(locale)} className="brand brand--inverse">
            <LogoMark />
            <span className="brand__name">{t.siteName}</span>
          </Link>
          <p className="site-footer__tagline">{t.footer.tagline}</p>
          <address>
            {company.name[locale]}
            <br />
            <PostalAddressText locale={locale} />
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 className="site-footer__heading" id="footer-services">{t.footer.servicesHeading}</h2>
          <ul>{serviceLinks.map((s) => link(s.path, t.serviceNames[s.key]))}</ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 className="site-footer__heading" id="footer-company">{t.footer.companyHeading}</h2>
          <ul>{companyLinks.map((s) => link(s.path, t.footer.links[s.key]))}</ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 className="site-footer__heading" id="footer-policies">{t.footer.policiesHeading}</h2>
          <ul>
            {policyLinks.map((s) => link(s.path, t.footer.links[s.key]))}
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>{t.footer.cookieSettings}</button>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p>{format(t.footer.copyright, { year: BUILD_YEAR })}</p>
      </div>
    </footer>
  );
}
