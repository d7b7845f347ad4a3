import { describe, expect, it } from 'vitest';
import { leaveBodiesOut, putBodiesBack } from '../../src/data/body-in-document.ts';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';

const post = (bodyHtml: string) => ({ meta: { title: 'T' }, data: { title: 'T', bodyHtml, related: [] } });

describe('post bodies in the hydration data', () => {
  it('leaves each page body out of a copy and names the routes it came from', () => {
    const loaderData = { root: { locale: 'ja' }, 'ja:news.post': post(`<p>量子${PHRASE_BREAK}計算</p>`) };
    const { loaderData: out, ids } = leaveBodiesOut(loaderData);
    expect(ids).toEqual(['ja:news.post']);
    expect(out['ja:news.post']).toEqual({ meta: { title: 'T' }, data: { title: 'T', related: [] } });
    expect(out.root).toBe(loaderData.root);
    expect(loaderData['ja:news.post'].data.bodyHtml).toContain('量子'); // the rendered data (and payload) keep it
  });

  it('leaves data without a body as it is', () => {
    const loaderData = { 'ja:home': { meta: {}, data: { heading: 'x' } } };
    expect(leaveBodiesOut(loaderData)).toEqual({ loaderData, ids: [] });
  });

  it('puts the body back from the drawn HTML, <wbr> read as the phrase mark', () => {
    const { loaderData, ids } = leaveBodiesOut({ 'en:news.post': post(`<p>a${PHRASE_BREAK}b</p>`) });
    putBodiesBack(loaderData, ids, '<p>a<wbr>b</p>');
    expect(loaderData).toEqual({ 'en:news.post': post(`<p>a${PHRASE_BREAK}b</p>`) });
  });

  it('fails clearly when the page has no marked body but the data left one out', () => {
    const { loaderData, ids } = leaveBodiesOut({ 'ja:case.post': post('<p>x</p>') });
    expect(() => putBodiesBack(loaderData, ids, undefined)).toThrow(/post body \(\[data-body\]\) is missing/);
    expect(() => putBodiesBack({}, [], undefined)).not.toThrow();
  });
});
