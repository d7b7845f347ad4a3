/**
 * The site's navigation as data: the header's main navigation and the
 * footer's link groups. Paths are unprefixed; links whose page does not exist
 * in a language are left out there (e.g. no English MIQAN page).
 */
import type { Dictionary } from '../i18n/ja.ts';

export type NavKey = keyof Dictionary['nav'];
export type ServiceKey = keyof Dictionary['serviceNames'];

export const mainNav: readonly { key: NavKey; path: string }[] = [
  { key: 'services', path: '/services' },
  { key: 'technology', path: '/technology' },
  { key: 'case', path: '/case' },
  { key: 'news', path: '/news' },
  { key: 'publications', path: '/publications' },
  { key: 'about', path: '/about' },
  { key: 'careers', path: '/careers' },
  { key: 'contact', path: '/contact' },
];

export const serviceLinks: readonly { key: ServiceKey; path: string }[] = [
  { key: 'qamuy', path: '/services/qamuy' },
  { key: 'quri', path: '/services/quri' },
  { key: 'qurichemistry', path: '/services/qurichemistry' },
  { key: 'crs', path: '/services/crs' },
  { key: 'physilenz', path: '/services/crs/physilenz' },
  { key: 'qs', path: '/services/qs' },
  { key: 'miqan', path: '/services/miqan' },
  { key: 'research', path: '/services/research' },
];

export type FooterKey = keyof Dictionary['footer']['links'];

export const companyLinks: readonly { key: FooterKey; path: string }[] = [
  { key: 'about', path: '/about' },
  { key: 'team', path: '/about/team' },
  { key: 'technology', path: '/technology' },
  { key: 'careers', path: '/careers' },
  { key: 'news', path: '/news' },
  { key: 'case', path: '/case' },
  { key: 'publications', path: '/publications' },
  { key: 'articles', path: '/articles' },
  { key: 'brochure', path: '/brochure' },
];

export const policyLinks: readonly { key: FooterKey; path: string }[] = [
  { key: 'contact', path: '/contact' },
  { key: 'privacy', path: '/privacy_policy' },
  { key: 'infoSecurity', path: '/information_security_policy' },
  { key: 'antiCorruption', path: '/anti-corruption-policy' },
];

/**
 * The drawer's groups on small screens (≤ 968 px): the main navigation and the
 * services, sorted the way a visitor looks for them. `services` opens with the
 * overview page; each group lists only pages that exist in the language.
 */
export const drawerGroups: readonly { key: 'company' | 'insights'; links: readonly { key: FooterKey; path: string }[] }[] = [
  {
    key: 'company',
    links: [
      { key: 'about', path: '/about' },
      { key: 'technology', path: '/technology' },
      { key: 'careers', path: '/careers' },
      { key: 'brochure', path: '/brochure' },
    ],
  },
  {
    key: 'insights',
    links: [
      { key: 'case', path: '/case' },
      { key: 'news', path: '/news' },
      { key: 'publications', path: '/publications' },
      { key: 'articles', path: '/articles' },
    ],
  },
];

/** `aria-current` for a navigation link: the page itself, or a page inside its section. */
export function currentState(pathname: string, href: string): 'page' | 'true' | undefined {
  if (pathname === href) return 'page';
  return pathname.startsWith(`${href}/`) ? 'true' : undefined;
}
