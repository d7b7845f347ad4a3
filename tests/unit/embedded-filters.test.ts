/** Pure tests of the microCMS `filters` parser and evaluator. */
import { describe, expect, it } from 'vitest';
import {
  FilterSyntaxError,
  isoTime,
  matchesCondition,
  matchesFilters,
  parseFilters,
  type FilterCondition,
  type FilterOp,
} from '../../content-client/embedded/filters.ts';

const cond = (op: FilterOp, value = ''): FilterCondition => ({ path: ['f'], op, value, source: `f[${op}]${value}` });

describe('parseFilters', () => {
  it('parses a single condition', () => {
    expect(parseFilters('category[equals]press')).toEqual([
      [{ path: ['category'], op: 'equals', value: 'press', source: 'category[equals]press' }],
    ]);
  });

  it('makes [and] bind tighter than [or]', () => {
    const expr = parseFilters('a[equals]1[and]b[equals]2[or]c[exists]');
    expect(expr.map((group) => group.map((c) => c.path[0]))).toEqual([['a', 'b'], ['c']]);
  });

  it('splits dot paths and keeps brackets inside values', () => {
    const [[c]] = parseFilters('category.name[contains]a[b]c') as [[FilterCondition]];
    expect(c.path).toEqual(['category', 'name']);
    expect(c.value).toBe('a[b]c');
  });

  it('accepts every operator', () => {
    for (const f of [
      'x[equals]1',
      'x[not_equals]1',
      'x[contains]1',
      'x[not_contains]1',
      'x[less_than]1',
      'x[greater_than]2025-01-01',
      'x[exists]',
      'x[not_exists]',
      'x[begins_with]a',
    ]) {
      expect(() => parseFilters(f), f).not.toThrow();
    }
  });

  it.each([
    ['', /filters is empty/],
    ['title', /"title" is not of the form field\[operator\]value/],
    ['[equals]x', /"\[equals\]x" is not of the form/],
    ['title[like]x', /unknown operator "\[like\]" in "title\[like\]x"/],
    ['title[equals]', /missing value after "\[equals\]" in "title\[equals\]"/],
    ['title[exists]yes', /"\[exists\]" takes no value, got "yes"/],
    ['a[equals]1[and]', /empty condition/],
    ['[or]a[equals]1', /empty condition/],
    ['date[less_than]soon', /"soon" in "date\[less_than\]soon" is neither a number nor an ISO-8601 date/],
    ['na me[equals]x', /"na me\[equals\]x" is not of the form/],
  ])('rejects %j', (input, message) => {
    expect(() => parseFilters(input)).toThrow(FilterSyntaxError);
    expect(() => parseFilters(input)).toThrow(message);
  });
});

describe('matchesCondition', () => {
  it('equals / not_equals on strings, numbers, booleans and arrays', () => {
    expect(matchesCondition(cond('equals', 'a'), ['a'])).toBe(true);
    expect(matchesCondition(cond('equals', 'a'), ['ab'])).toBe(false);
    expect(matchesCondition(cond('equals', '10'), [10])).toBe(true);
    expect(matchesCondition(cond('equals', '10.0'), [10])).toBe(true);
    expect(matchesCondition(cond('equals', 'true'), [true])).toBe(true);
    expect(matchesCondition(cond('equals', 'b'), ['a', 'b'])).toBe(true);
    expect(matchesCondition(cond('not_equals', 'b'), ['a', 'b'])).toBe(false);
    expect(matchesCondition(cond('not_equals', 'b'), [])).toBe(true);
  });

  it('contains / not_contains / begins_with on strings and arrays', () => {
    expect(matchesCondition(cond('contains', 'ant'), ['Quantum'])).toBe(true);
    expect(matchesCondition(cond('contains', 'ant'), ['x', 'giant'])).toBe(true);
    expect(matchesCondition(cond('not_contains', 'ant'), ['Quantum'])).toBe(false);
    expect(matchesCondition(cond('not_contains', 'zzz'), ['Quantum'])).toBe(true);
    expect(matchesCondition(cond('begins_with', 'Qu'), ['Quantum'])).toBe(true);
    expect(matchesCondition(cond('begins_with', 'ua'), ['Quantum'])).toBe(false);
  });

  it('less_than / greater_than compare numbers numerically and dates chronologically', () => {
    expect(matchesCondition(cond('less_than', '100'), [9])).toBe(true); // "9" > "100" as strings
    expect(matchesCondition(cond('greater_than', '100'), [9])).toBe(false);
    expect(matchesCondition(cond('less_than', '2025-01-01'), ['2024-12-31T23:59:59.000Z'])).toBe(true);
    expect(matchesCondition(cond('greater_than', '2025-01-01T09:00:00+09:00'), ['2025-01-01T00:00:01Z'])).toBe(true);
    expect(matchesCondition(cond('greater_than', '2025-01-01'), ['not a date'])).toBe(false);
    expect(matchesCondition(cond('less_than', '5'), ['3'])).toBe(false); // strings are not numbers
  });

  it('exists / not_exists treat null, empty strings and empty arrays as absent', () => {
    expect(matchesCondition(cond('exists'), ['x'])).toBe(true);
    expect(matchesCondition(cond('exists'), [])).toBe(false);
    expect(matchesCondition(cond('exists'), [null, ''])).toBe(false);
    expect(matchesCondition(cond('not_exists'), [])).toBe(true);
    expect(matchesCondition(cond('not_exists'), [0])).toBe(false);
  });
});

describe('matchesFilters', () => {
  const item: Record<string, unknown[]> = { a: ['1'], b: ['2'], c: [] };
  const lookup = (path: readonly string[]) => item[path[0] ?? ''] ?? [];
  it('evaluates OR of AND groups', () => {
    expect(matchesFilters(parseFilters('a[equals]1[and]b[equals]2'), lookup)).toBe(true);
    expect(matchesFilters(parseFilters('a[equals]1[and]b[equals]3'), lookup)).toBe(false);
    expect(matchesFilters(parseFilters('a[equals]9[or]b[equals]2'), lookup)).toBe(true);
    // (a=9 and b=2) or c exists → false; would be true if [or] bound tighter
    expect(matchesFilters(parseFilters('a[equals]9[and]b[equals]2[or]c[exists]'), lookup)).toBe(false);
    expect(matchesFilters(parseFilters('c[exists][or]a[equals]1[and]b[equals]2'), lookup)).toBe(true);
  });
});

describe('isoTime', () => {
  it('reads dates and offsets, treats offset-less date-times as UTC and rejects non-dates', () => {
    expect(isoTime('2025-01-01')).toBe(Date.UTC(2025, 0, 1));
    expect(isoTime('2025-01-01T09:00:00+09:00')).toBe(Date.UTC(2025, 0, 1));
    expect(isoTime('2025-01-01T00:00')).toBe(Date.UTC(2025, 0, 1));
    expect(isoTime('2025')).toBeUndefined();
    expect(isoTime('2025-13-45')).toBeUndefined();
  });
});
