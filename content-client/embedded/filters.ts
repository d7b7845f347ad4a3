/**
 * microCMS `filters` query: `field[op]value` conditions joined by `[and]` / `[or]`.
 *
 * microCMS has no parentheses, so `[and]` binding tighter than `[or]` makes every
 * expression a plain OR of AND-groups; no precedence parser is needed.
 */

export const filterOps = [
  'equals',
  'not_equals',
  'contains',
  'not_contains',
  'less_than',
  'greater_than',
  'exists',
  'not_exists',
  'begins_with',
] as const;
export type FilterOp = (typeof filterOps)[number];

export interface FilterCondition {
  /** Field name, or a dot path through reference fields (`category.name`). */
  path: string[];
  op: FilterOp;
  /** Raw value as written; empty for `exists` / `not_exists`. */
  value: string;
  /** The condition as written, for error messages. */
  source: string;
}

/** OR of AND-groups: matches when every condition of at least one group matches. */
export type FilterExpression = FilterCondition[][];

/** A malformed `filters` string; the service answers it with 400. */
export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

// The field part cannot contain `[`, so the first bracket always opens the operator
// and a value may itself contain brackets.
const conditionPattern = /^([A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*)\[([^\]]*)\]([\s\S]*)$/;
const numberPattern = /^-?\d+(?:\.\d+)?$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const isOp = (s: string): s is FilterOp => (filterOps as readonly string[]).includes(s);
const isNumeric = (s: string): boolean => numberPattern.test(s);

/**
 * Milliseconds since the epoch for an ISO-8601 date or date-time, else undefined.
 * A date-time without an offset is read as UTC (like a bare date) so results do
 * not depend on the machine's time zone.
 */
export function isoTime(s: string): number | undefined {
  const m = isoDatePattern.exec(s);
  if (!m) return undefined;
  const t = Date.parse(s.includes('T') && !m[1] ? `${s}Z` : s);
  return Number.isNaN(t) ? undefined : t;
}

function parseCondition(source: string): FilterCondition {
  if (source === '') throw new FilterSyntaxError('empty condition (stray "[and]" or "[or]"?)');
  const m = conditionPattern.exec(source);
  if (!m) throw new FilterSyntaxError(`"${source}" is not of the form field[operator]value`);
  const [, field = '', op = '', value = ''] = m;
  if (!isOp(op)) throw new FilterSyntaxError(`unknown operator "[${op}]" in "${source}"`);
  if (op === 'exists' || op === 'not_exists') {
    if (value !== '') throw new FilterSyntaxError(`"[${op}]" takes no value, got "${value}" in "${source}"`);
  } else if (value === '') {
    throw new FilterSyntaxError(`missing value after "[${op}]" in "${source}"`);
  }
  if ((op === 'less_than' || op === 'greater_than') && !isNumeric(value) && isoTime(value) === undefined) {
    throw new FilterSyntaxError(`"${value}" in "${source}" is neither a number nor an ISO-8601 date`);
  }
  return { path: field.split('.'), op, value, source };
}

export function parseFilters(input: string): FilterExpression {
  if (input.trim() === '') throw new FilterSyntaxError('filters is empty');
  return input.split('[or]').map((group) => group.split('[and]').map(parseCondition));
}

function equalsValue(v: unknown, value: string): boolean {
  if (typeof v === 'number') return isNumeric(value) && Number(value) === v;
  if (typeof v === 'boolean') return String(v) === value;
  return v === value;
}

/** Numeric or chronological order of `v` relative to `value`; undefined when they are not comparable. */
function compare(v: unknown, value: string): number | undefined {
  if (typeof v === 'number') return isNumeric(value) ? v - Number(value) : undefined;
  if (typeof v !== 'string') return undefined;
  const a = isoTime(v);
  const b = isoTime(value);
  return a === undefined || b === undefined ? undefined : a - b;
}

/**
 * `values` are the field's values on one item: one for a scalar, one per element for
 * arrays and multi-references, the referenced id for a reference, none when absent.
 * Matching any element is how microCMS treats multi-value fields.
 */
export function matchesCondition(c: FilterCondition, values: readonly unknown[]): boolean {
  const present = values.filter((v) => v !== undefined && v !== null && v !== '');
  const anyString = (test: (s: string) => boolean): boolean => present.some((v) => typeof v === 'string' && test(v));
  switch (c.op) {
    case 'equals':
      return present.some((v) => equalsValue(v, c.value));
    case 'not_equals':
      return !present.some((v) => equalsValue(v, c.value));
    case 'contains':
      return anyString((s) => s.includes(c.value));
    case 'not_contains':
      return !anyString((s) => s.includes(c.value));
    case 'begins_with':
      return anyString((s) => s.startsWith(c.value));
    case 'less_than':
      return present.some((v) => (compare(v, c.value) ?? 0) < 0);
    case 'greater_than':
      return present.some((v) => (compare(v, c.value) ?? 0) > 0);
    case 'exists':
      return present.length > 0;
    case 'not_exists':
      return present.length === 0;
  }
}

/** `lookup` resolves a condition's path on the item under test (see `matchesCondition`). */
export function matchesFilters(expr: FilterExpression, lookup: (path: readonly string[]) => readonly unknown[]): boolean {
  return expr.some((group) => group.every((c) => matchesCondition(c, lookup(c.path))));
}
