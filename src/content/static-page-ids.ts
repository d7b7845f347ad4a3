/**
 * The static pages' ids: the route table names a page's copy by one, static-pages.ts holds the copy (and
 * must have exactly these). A module of its own so the route table does not import the copy, whose pages
 * import the route table for their links.
 */
export type StaticPageId =
  | 'about'
  | 'team'
  | 'antiCorruption'
  | 'infoSecurity'
  | 'privacy'
  | 'brochure'
  | 'careers'
  | 'contact'
  | 'contactThanks'
  | 'readinessCheck'
  | 'readinessThanks'
  | 'technology'
  | 'services'
  | 'crs'
  | 'physilenz'
  | 'miqan'
  | 'qamuy'
  | 'qs'
  | 'quri'
  | 'qurichemistry'
  | 'research'
  | 'qparcApply'
  | 'qparcComplete';
