import { describe, expect, it } from 'vitest';
import { ja } from '../../src/i18n/ja.ts';
import { en } from '../../src/i18n/en.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('UI dictionaries', () => {
  it('have exactly the same keys in Japanese and English', () => {
    expect(keyPaths(en).sort()).toEqual(keyPaths(ja).sort());
  });

  it('have no empty strings', () => {
    for (const dict of [ja, en]) {
      const empty = keyPaths(dict).filter(
        (path) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], dict) === '',
      );
      expect(empty).toEqual([]);
    }
  });

  it('carry the spec’s error texts word for word', () => {
    for (const dict of [ja, en]) {
      expect(dict.error.notFoundTitle).toBe('This page could not be found');
      expect(dict.error.notFoundLink).toBe('Back to the home page');
      expect(dict.error.failedTitle).toBe('An error occurred while showing the error page');
      expect(dict.error.failedLink).toBe('Go back to home');
    }
  });
});
