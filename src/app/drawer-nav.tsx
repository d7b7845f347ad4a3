import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { pageExists, paths } from '../routes.ts';
import { useDictionary, useLocale } from './hooks.ts';
import { currentState, drawerGroups, serviceLinks } from './site-links.ts';

/**
 * The drawer's navigation on small screens: services, the company and our
 * case studies and news as labelled groups, then the contact button. Pages
 * that do not exist in the language are left out (no English MIQAN page).
 */
export function DrawerNav() {
  const locale = useLocale();
  const t = useDictionary();
  const { pathname } = useLocation();
  const id = useId();
  const link = (path: string, label: string, className?: string) => {
    if (!pageExists(locale, path)) return null;
    const href = paths.page(locale, path);
    return (
      <li key={path} className={className}>
        <Link to={href} aria-current={currentState(pathname, href)}>
          {label}
        </Link>
      </li>
    );
  };
  const contact = paths.page(locale, '/contact');
  return (
    <nav aria-label={t.mainNav} className="drawer__nav">
      <div className="drawer__group">
        <p className="drawer__group-title" id={`${id}-services`}>
          {t.nav.services}
        </p>
        <ul aria-labelledby={`${id}-services`}>
          {link('/services', t.menu.allServices, 'drawer__wide')}
          {serviceLinks.map((s) => link(s.path, t.serviceNames[s.key]))}
        </ul>
      </div>
      {drawerGroups.map((group) => (
        <div key={group.key} className="drawer__group">
          <p className="drawer__group-title" id={`${id}-${group.key}`}>
            {t.menu[group.key]}
          </p>
          <ul aria-labelledby={`${id}-${group.key}`}>{group.links.map((l) => link(l.path, t.footer.links[l.key]))}</ul>
        </div>
      ))}
      <p className="drawer__cta">
        <Link className="button" to={contact} aria-current={currentState(pathname, contact)}>
          {t.nav.contact}
        </Link>
      </p>
    </nav>
  );
}
