/** Public API of the A/B experiments module (see registry.ts to add one). */
export { ctaV1, experiments } from './registry.ts';
export type { Experiment, Variant } from './registry.ts';
export { fnv1a32, bucketOf, variantFor } from './bucket.ts';
export { COOKIE_READER, cookieAttributes, isSecurePage, maxAgeSeconds, siteCookies } from './cookies.ts';
export {
  assignExperiments,
  browserAssignEnv,
  randomVisitorId,
  ASSIGNMENT_EVENT,
  VISITOR_COOKIE,
  VISITOR_DAYS,
  VISITOR_ID_PATTERN,
} from './assign.ts';
export type { AssignEnv, AssignmentEvent, CookieAccess } from './assign.ts';
export { prePaintScript, experimentCss, experimentHead } from './pre-paint.ts';
export { experimentAttribute, totalWeight, validateExperiments } from './validate.ts';
