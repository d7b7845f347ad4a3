/**
 * Build-time checks on registry entries. Ids, cookie names and variant keys
 * end up in cookie values, CSS attribute selectors, HTML attributes and an
 * inline <script>; restricting them to a safe alphabet here means none of
 * those places needs escaping and a bad entry fails the build, not a page.
 */
import type { Experiment } from './registry.ts';

const ID = /^[a-z0-9_]+$/; // lower case: HTML lower-cases attribute names
const TOKEN = /^[A-Za-z0-9_-]+$/; // cookie-value and CSS-string safe

/** HTML attribute on <html> that carries the variant: cta_v1 → data-exp-cta-v1. */
export const experimentAttribute = (experimentId: string): string => 'data-exp-' + experimentId.replace(/_/g, '-');

/** Sum of variant weights: the number of buckets. */
export const totalWeight = (experiment: Experiment): number => experiment.variants.reduce((sum, v) => sum + v.weight, 0);

/** Throws with a readable message when an entry cannot work safely. */
export function validateExperiments(list: readonly Experiment[]): void {
  const ids = new Set<string>();
  const cookies = new Set<string>();
  for (const e of list) {
    const fail = (why: string): never => {
      throw new Error(`experiment ${JSON.stringify(e.id)}: ${why}`);
    };
    if (!ID.test(e.id)) fail('id must match ' + String(ID));
    if (ids.has(e.id)) fail('duplicate id');
    ids.add(e.id);
    if (!TOKEN.test(e.cookieName)) fail('cookie name must match ' + String(TOKEN));
    if (cookies.has(e.cookieName)) fail('cookie name used twice');
    cookies.add(e.cookieName);
    if (!(e.lifetimeDays > 0)) fail('lifetimeDays must be > 0');
    if (e.variants.length === 0) fail('needs at least one variant');
    const keys = new Set<string>();
    for (const v of e.variants) {
      if (!TOKEN.test(v.key)) fail(`variant key ${JSON.stringify(v.key)} must match ${String(TOKEN)}`);
      if (keys.has(v.key)) fail(`duplicate variant key ${v.key}`);
      keys.add(v.key);
      // Integer weights keep "bucket < cumulative weight" exact.
      if (!Number.isInteger(v.weight) || v.weight <= 0) fail(`weight of ${v.key} must be a positive integer`);
    }
  }
}
