/**
 * Copy for the site's static pages (company, policy, service and form pages),
 * one module per page in ./pages. Japanese-only pages have no `en` entry.
 * Company facts come from config/company.ts.
 */
import type { PageCopies } from './page-copy.ts';
import { about } from './pages/about.ts';
import { team } from './pages/team.ts';
import { antiCorruption } from './pages/anti-corruption.ts';
import { infoSecurity } from './pages/info-security.ts';
import { privacy } from './pages/privacy.ts';
import { brochure } from './pages/brochure.ts';
import { careers } from './pages/careers.ts';
import { contact } from './pages/contact.ts';
import { contactThanks } from './pages/contact-thanks.ts';
import { readinessCheck } from './pages/readiness-check.ts';
import { readinessThanks } from './pages/readiness-thanks.ts';
import { technology } from './pages/technology.ts';
import { services } from './pages/services.ts';
import { crs } from './pages/crs.ts';
import { physilenz } from './pages/physilenz.ts';
import { miqan } from './pages/miqan.ts';
import { qamuy } from './pages/qamuy.ts';
import { qs } from './pages/qs.ts';
import { quri } from './pages/quri.ts';
import { qurichemistry } from './pages/qurichemistry.ts';
import { research } from './pages/research.ts';
import { qparcApply } from './pages/qparc-apply.ts';
import { qparcComplete } from './pages/qparc-complete.ts';

import type { StaticPageId } from './static-page-ids.ts';

export type { Block, CardItem, Illustration, PageCopies, PageSection, Person, Position, StaticPageCopy } from './page-copy.ts';

export const staticPages = {
  about,
  team,
  antiCorruption,
  infoSecurity,
  privacy,
  brochure,
  careers,
  contact,
  contactThanks,
  readinessCheck,
  readinessThanks,
  technology,
  services,
  crs,
  physilenz,
  miqan,
  qamuy,
  qs,
  quri,
  qurichemistry,
  research,
  qparcApply,
  qparcComplete,
} satisfies Record<StaticPageId, PageCopies>;
