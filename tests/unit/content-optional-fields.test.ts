import { describe, expect, it } from 'vitest';
import { parseEntry } from '../../content-client/validate.ts';

const news = {
  id: 'emptied-fields',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  title: '見出し',
  date: '2025-01-01T00:00:00.000Z',
  category: { id: 'press' },
  year: { id: '2025' },
  excerpt: '概要',
  body: '<p>本文</p>',
};

describe('optional CMS fields', () => {
  it('read null and "" (what microCMS sends for a field emptied through its API) as absent', () => {
    const parsed = parseEntry('news', { ...news, title_en: null, excerpt_en: '', body_en: null, eyecatch: null, related: null });
    expect(parsed.title_en).toBeUndefined();
    expect(parsed.excerpt_en).toBeUndefined();
    expect(parsed.body_en).toBeUndefined();
    expect(parsed.eyecatch).toBeUndefined();
    expect(parsed.related).toBeUndefined();
  });

  it('still refuse a required field that is null or empty', () => {
    expect(() => parseEntry('news', { ...news, title: null })).toThrow(/title/);
    expect(() => parseEntry('news', { ...news, body: '' })).toThrow(/body/);
  });
});
