/**
 * When the copy of each static page last changed: the sitemap's `lastmod`
 * for those pages (CMS pages take theirs from the content). `copy` is a
 * fingerprint of the page's copy at that date, so that
 * tests/unit/page-dates.test.ts fails when the copy changes and the date does
 * not; the test prints the new fingerprint to paste here with today's date.
 */
import type { StaticPageId } from './static-pages.ts';

export const pageDates: Record<StaticPageId, { updated: string; copy: string }> = {
  about: { updated: '2026-11-23', copy: '788d87795402f4cb' },
  team: { updated: '2026-11-23', copy: '5bf8351e4e42e15c' },
  antiCorruption: { updated: '2026-11-23', copy: 'fe590f571316209e' },
  infoSecurity: { updated: '2026-11-23', copy: 'fc01dba42bf5ab2a' },
  privacy: { updated: '2026-11-23', copy: 'c222c76ca44580bb' },
  brochure: { updated: '2026-11-22', copy: '611110771cfa91db' },
  careers: { updated: '2026-11-22', copy: '0dd1e160cb339ea8' },
  contact: { updated: '2026-11-22', copy: '6f801e2d8df9fcd7' },
  contactThanks: { updated: '2026-11-23', copy: '76d8f52dca3e7633' },
  readinessCheck: { updated: '2026-11-22', copy: 'f66f355b9296cced' },
  readinessThanks: { updated: '2026-11-22', copy: '5116b0b34803b660' },
  technology: { updated: '2026-11-22', copy: 'f6e6829550233300' },
  services: { updated: '2026-11-23', copy: '93f4a8a950494398' },
  crs: { updated: '2026-11-22', copy: '856196aa95982c28' },
  physilenz: { updated: '2026-11-22', copy: '3498d0d75dfafb7e' },
  miqan: { updated: '2026-11-22', copy: '02a65495774f3647' },
  qamuy: { updated: '2026-11-22', copy: '12c2135bee82749b' },
  qs: { updated: '2026-11-22', copy: '6432eed57674512c' },
  quri: { updated: '2026-11-22', copy: 'f3db86cf5cba84d2' },
  qurichemistry: { updated: '2026-11-22', copy: '1843524ff0f29698' },
  research: { updated: '2026-11-22', copy: '8d6c4b86f155f10d' },
  qparcApply: { updated: '2026-11-23', copy: 'a88612dc3ada0875' },
  qparcComplete: { updated: '2026-11-23', copy: 'a92c444a9b580353' },
};
