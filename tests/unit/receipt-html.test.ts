import { describe, expect, it } from 'vitest';
import { fillReceiptSlot, receiptHtml } from '../../src/forms/receipt-html.ts';
import { readinessResult, READINESS_MAX_SCORE } from '../../src/forms/readiness-questions.ts';
import { formDataToObject } from '../../src/forms/client-action.ts';
import { formText } from '../../src/forms/ui/form-text.ts';

describe('readiness scoring', () => {
  const all = (points: number) => ({ q1: points, q2: points, q3: points, q4: points, q5: points, q6: points, q7: points });
  it('adds seven answers of 0–3 points into four levels', () => {
    expect(READINESS_MAX_SCORE).toBe(21);
    expect(readinessResult(all(0))).toMatchObject({ score: 0, level: { level: 1, name: '探索段階' } });
    expect(readinessResult({ ...all(1), q1: 0 })).toMatchObject({ score: 6, level: { level: 2 } });
    expect(readinessResult(all(2))).toMatchObject({ score: 14, level: { level: 3, name: '実証段階' } });
    expect(readinessResult(all(3))).toMatchObject({ score: 21, level: { level: 4 } });
  });
});

describe('receipt fragments', () => {
  it('shows the readiness score, level and next steps', () => {
    const html = receiptHtml({ form: 'readiness', score: 14, maxScore: 21, level: 3, receivedAt: '2026-11-22T01:00:00.000Z' }, 'ja');
    expect(html).toContain('14</span> / 21');
    expect(html).toContain('実証段階');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('escapes what the visitor typed', () => {
    const html = receiptHtml(
      {
        form: 'qparc',
        name: '<img src=x onerror=alert(1)>',
        organisation: 'A & B',
        sessions: ['kickoff'],
        receivedAt: '2026-11-22T01:00:00.000Z',
      },
      'ja',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('A &amp; B');
    expect(html).toContain('キックオフ');
    expect(html).toContain('2026年11月22日');
  });

  it('fills the empty slot React pre-renders, and only that', () => {
    const page = '<main><div data-receipt-slot="" class="receipt" aria-live="polite"></div><div class="receipt"></div></main>';
    expect(fillReceiptSlot(page, '<p>hi</p>')).toBe(
      '<main><div data-receipt-slot="" class="receipt" aria-live="polite"><p>hi</p></div><div class="receipt"></div></main>',
    );
  });
});

describe('form data', () => {
  it('keeps single values as strings and repeated names as arrays', () => {
    const data = new FormData();
    data.append('name', '山田');
    data.append('sessions', 'kickoff');
    data.append('sessions', 'hands-on');
    expect(formDataToObject(data)).toEqual({ name: '山田', sessions: ['kickoff', 'hands-on'] });
  });

  it('has the same form words in Japanese and English', () => {
    const keys = (o: object): string[] =>
      Object.entries(o)
        .flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((c) => `${k}.${c}`) : [k]))
        .sort();
    expect(keys(formText.en)).toEqual(keys(formText.ja));
  });
});
