/**
 * Assignment of a visitor to experiment variants, kept free of DOM globals
 * (everything comes in through `env`) so it can be tested without a browser.
 * pre-paint.ts runs the same steps as an inline script before first paint.
 */
import { variantFor } from './bucket.ts';
import { siteCookies } from './cookies.ts';
import type { Experiment } from './registry.ts';

export const VISITOR_COOKIE = 'aq_vid';
export const VISITOR_DAYS = 365;
/** A stored id is reused only if it looks like one of ours (URL-safe, ≥ 96
 * bits); anything else (tampered, truncated) is replaced by a fresh id. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const ASSIGNMENT_EVENT = 'experiment_assignment';

export interface AssignmentEvent {
  event: typeof ASSIGNMENT_EVENT;
  experiment_id: string;
  variant: string;
}

/** The site's cookies (js-cookie in the browser, see cookies.ts): read one by name, write one for `days`. */
export interface CookieAccess {
  get(name: string): string | undefined;
  set(name: string, value: string, days: number): void;
}

export interface AssignEnv {
  cookie: CookieAccess;
  /** New visitor id (see randomVisitorId). */
  random: () => string;
  dataLayer: unknown[];
}

/** 128 random bits as 32 hex characters (URL- and cookie-safe). */
export function randomVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Returns experiment id → variant key. A valid stored variant is reused
 * silently; otherwise (first visit, cookie expired, variant removed from the
 * registry) the visitor is bucketed, the cookie written and exactly one
 * assignment event pushed per experiment.
 */
export function assignExperiments(env: AssignEnv, list: readonly Experiment[]): Record<string, string> {
  const result: Record<string, string> = {};
  const events: AssignmentEvent[] = [];
  try {
    // Read before anything is written: a variant kept from an earlier visit.
    const kept = new Map(list.map((e) => [e.cookieName, env.cookie.get(e.cookieName)]));
    const stored = env.cookie.get(VISITOR_COOKIE);
    const visitorId = stored !== undefined && VISITOR_ID_PATTERN.test(stored) ? stored : env.random();
    // Rewritten on every visit: a rolling 365 days, which also keeps the id
    // alive where browsers cap script-written cookies (Safari: 7 days).
    env.cookie.set(VISITOR_COOKIE, visitorId, VISITOR_DAYS);
    // Blocked cookies are dropped silently; reading back is the only way to
    // know. Without storage every page view would count as a new assignment.
    if (env.cookie.get(VISITOR_COOKIE) !== visitorId) throw new Error('cookies unavailable');
    for (const experiment of list) {
      const previous = kept.get(experiment.cookieName);
      if (previous !== undefined && experiment.variants.some((v) => v.key === previous)) {
        result[experiment.id] = previous;
        continue;
      }
      const key = variantFor(visitorId, experiment).key;
      env.cookie.set(experiment.cookieName, key, experiment.lifetimeDays);
      result[experiment.id] = key;
      events.push({ event: ASSIGNMENT_EVENT, experiment_id: experiment.id, variant: key });
    }
  } catch {
    // No cookie storage: this page view gets a variant of a fresh random id,
    // nothing is stored and no event is sent (it would not be one visitor).
    const id = env.random();
    for (const experiment of list) result[experiment.id] = variantFor(id, experiment).key;
    return result;
  }
  // Events only after every cookie is written, so none reports an
  // assignment that a failing write then replaced.
  for (const event of events) env.dataLayer.push(event);
  return result;
}

/** The environment of a real page (client only). */
export function browserAssignEnv(): AssignEnv {
  const w = window as Window & { dataLayer?: unknown[] };
  return {
    cookie: {
      get: (name) => siteCookies.get(name),
      set: (name, value, days) => {
        siteCookies.set(name, value, { expires: days });
      },
    },
    random: randomVisitorId,
    dataLayer: (w.dataLayer ??= []),
  };
}
