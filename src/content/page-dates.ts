/**
 * When the copy of each static page last changed: the sitemap's `lastmod`
 * for those pages (CMS pages take theirs from the content). `copy` is a
 * fingerprint of the page's copy at that date, so that
 * tests/unit/page-dates.test.ts fails when the copy changes and the date does
 * not; the test prints the new fingerprint to paste here with today's date.
 */
import type { StaticPageId } from './static-page-ids.ts';

export const pageDates: Record<StaticPageId, { updated: string; copy: string }> = {
  about: { updated: '2026-11-23', copy: '788d87795402f4cb' },
  team: { updated: '2026-11-23', copy: '7d256d367a0b8ac0' },
  antiCorruption: { updated: '2026-11-23', copy: 'fe590f571316209e' },
  infoSecurity: { updated: '2026-11-23', copy: 'fc01dba42bf5ab2a' },
  privacy: { updated: '2026-11-28', copy: '0184c39e45a07a4d' },
  brochure: { updated: '2026-11-23', copy: 'eea6684e437b11d7' },
  careers: { updated: '2026-11-23', copy: 'eb83b678f764ed71' },
  contact: { updated: '2026-11-23', copy: '2c21d3e29b6d5652' },
  contactThanks: { updated: '2026-11-23', copy: '76d8f52dca3e7633' },
  readinessCheck: { updated: '2026-11-22', copy: 'f66f355b9296cced' },
  readinessThanks: { updated: '2026-11-22', copy: '5116b0b34803b660' },
  technology: { updated: '2026-11-22', copy: 'f6e6829550233300' },
  services: { updated: '2026-11-23', copy: '9cb6d799383c7054' },
  crs: { updated: '2026-11-23', copy: '12cfdb92c440031b' },
  physilenz: { updated: '2026-11-23', copy: 'e014980ac12d7a45' },
  miqan: { updated: '2026-11-23', copy: '568b0ee777a67cac' },
  qamuy: { updated: '2026-11-23', copy: 'e254a8693733e901' },
  qs: { updated: '2026-11-23', copy: 'b092683d46a1fcd4' },
  quri: { updated: '2026-11-23', copy: '83004f8c612e97af' },
  qurichemistry: { updated: '2026-11-23', copy: '8bb50cb2a7c2e354' },
  research: { updated: '2026-11-23', copy: 'c32b282488498803' },
  qparcApply: { updated: '2026-11-23', copy: '5025d661a0fcf2cc' },
  qparcComplete: { updated: '2026-11-23', copy: 'a50d2f2e2228d03c' },
};
