/**
 * A case study's headline results and pull quote: what editors may type into
 * `kpis` (checked on every sync, and by microCMS with the same pattern), what
 * a page makes of it, and old entries without these fields.
 */
import { describe, expect, it } from 'vitest';
import { KPI_PATTERN, parseKpis } from '../../content-client/case-results.ts';
import { parseEntry } from '../../content-client/validate.ts';

const caseStudy = {
  id: 'results-demo',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-02T00:00:00.000Z',
  title: '事例',
  date: '2025-01-01T00:00:00.000Z',
  category: { id: 'chemistry' },
  year: { id: '2025' },
  excerpt: '概要',
  body: '<p>本文</p>',
  client: '若潮化学株式会社',
  industry: '化学',
};

describe('case study results (kpis)', () => {
  it('reads one result a line, with an ASCII or full-width bar and spaces around it', () => {
    expect(parseKpis('82% → 89% | 主力モノマーの収率\n1回削減｜精製工程の蒸留回数\n3経路 ｜ 詳しく解析した経路')).toEqual([
      { value: '82% → 89%', label: '主力モノマーの収率' },
      { value: '1回削減', label: '精製工程の蒸留回数' },
      { value: '3経路', label: '詳しく解析した経路' },
    ]);
    expect(parseKpis(undefined)).toEqual([]);
  });

  it('accepts one to four lines of at most 20 + 60 characters, nothing else', () => {
    const line = (value: string, label = '説明') => `${value} | ${label}`;
    expect(KPI_PATTERN.test(line('x'))).toBe(true);
    expect(KPI_PATTERN.test([1, 2, 3, 4].map((n) => line(String(n))).join('\n'))).toBe(true);
    expect(KPI_PATTERN.test([1, 2, 3, 4, 5].map((n) => line(String(n))).join('\n'))).toBe(false);
    expect(KPI_PATTERN.test(line('a'.repeat(20), 'b'.repeat(60)))).toBe(true);
    expect(KPI_PATTERN.test(line('a'.repeat(21)))).toBe(false);
    expect(KPI_PATTERN.test(line('a', 'b'.repeat(61)))).toBe(false);
    expect(KPI_PATTERN.test('収率が89%に向上')).toBe(false); // no bar
    expect(KPI_PATTERN.test('89% | 収率 | 追加')).toBe(false); // two bars
    expect(KPI_PATTERN.test(`${line('1')}\n\n${line('2')}`)).toBe(false); // an empty line
  });

  it('fails the sync on a malformed value, naming the entry and the field', () => {
    expect(() => parseEntry('cases', { ...caseStudy, kpis: '収率が89%に向上しました' })).toThrow(/cases\/results-demo[\s\S]*kpis/);
    expect(() => parseEntry('cases', { ...caseStudy, kpis_en: 'Yield: 89%' })).toThrow(/kpis_en/);
  });

  it('keeps entries written before these fields, and reads emptied ones as absent', () => {
    const old = parseEntry('cases', caseStudy);
    expect([old.kpis, old.quote, old.quoteBy]).toEqual([undefined, undefined, undefined]);
    const emptied = parseEntry('cases', { ...caseStudy, kpis: '', kpis_en: null, quote: '', quoteBy: null });
    expect([emptied.kpis, emptied.kpis_en, emptied.quote, emptied.quoteBy]).toEqual([undefined, undefined, undefined, undefined]);
    const filled = parseEntry('cases', {
      ...caseStudy,
      kpis: ' 82% → 89% | 収率 \n',
      quote: '水の影響が分かりました。',
      quoteBy: '製造技術部 マネージャー',
    });
    expect(parseKpis(filled.kpis)).toEqual([{ value: '82% → 89%', label: '収率' }]);
    expect(filled.quote).toBe('水の影響が分かりました。');
  });
});
