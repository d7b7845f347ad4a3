import { Link } from 'react-router-dom';
import { paths } from '../routes.ts';
import { company } from '../config/company.ts';
import { format } from '../i18n/dictionary.ts';
import { useDictionary, useLocale } from './hooks.ts';
import { openConsentSettings } from '../consent/consent-state.ts';

/** Fixed at build time so server and client render the same year. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR ?? 2026);

export function SiteFooter() {
  const locale = useLocale();
  const t = useDictionary();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="site-footer__name">{company.name[locale]}</p>
          <p>{company.address[locale]}</p>
        </div>
        <nav aria-label={t.footer.policies}>
          <ul>
            <li><Link to={paths.page(locale, '/about')}>{t.footer.company}</Link></li>
            <li><Link to={paths.page(locale, '/privacy_policy')}>{t.footer.privacy}</Link></li>
            <li><Link to={paths.page(locale, '/information_security_policy')}>{t.footer.infoSecurity}</Link></li>
            <li><Link to={paths.page(locale, '/anti-corruption-policy')}>{t.footer.antiCorruption}</Link></li>
            <li><button type="button" className="link-button" onClick={openConsentSettings}>{t.footer.cookieSettings}</button></li>
          </ul>
        </nav>
      </div>
      <p className="container site-footer__copy">{format(t.footer.copyright, { year: BUILD_YEAR })}</p>
    </footer>
  );
}
