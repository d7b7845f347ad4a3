/**
 * The two text steps around Pagefind: what the indexer sends it of a page
 * (its language and its main element, and nothing for a page without a
 * search body), and how the dialog turns an excerpt into text runs (marks
 * highlighted, entities decoded, never HTML).
 */
import { describe, expect, it } from 'vitest';
import { searchableDocument } from '../../engine/search-indexer.ts';
import { excerptParts } from '../../src/search/pagefind.ts';

const page = (main: string) =>
  `<!doctype html><html lang="ja"><head><title>t</title><script type="application/ld+json">{"x":1}</script></head>` +
  `<body><header>ヘッダー</header><main id="main">${main}</main><footer>フッター</footer><script type="application/json" id="app-data">{"big":"payload"}</script></body></html>`;

describe('searchableDocument', () => {
  it('keeps the language and the main element only', () => {
    const doc = searchableDocument(page('<article data-pagefind-body=""><h1>量子化学</h1></article>'));
    expect(doc).toBe(
      '<!doctype html><html lang="ja"><body><main id="main"> <article data-pagefind-body=""> <h1>量子化学 </h1>  </article> </main></body></html>',
    );
    expect(doc).not.toContain('payload');
    expect(doc).not.toContain('ヘッダー');
  });

  it('keeps the words of adjacent elements apart, and text inside an element whole', () => {
    const doc = searchableDocument(
      page('<article data-pagefind-body=""><p><time>June 8, 2022</time><span>Energy</span></p><p><strong>量子</strong>化学</p></article>'),
    );
    expect(doc).toContain('<time>June 8, 2022</time> <span>Energy</span>');
    expect(doc).toContain('<strong>量子</strong>化学');
  });

  it('ends Japanese blocks with a space, so Pagefind adds no ". " after a heading; English keeps "Heading. Text"', () => {
    expect(searchableDocument(page('<article data-pagefind-body=""><h2>沿革</h2><p>2018年に創業</p></article>'))).toContain(
      '<h2>沿革 </h2> <p>2018年に創業 </p>',
    );
    const en = page('<article data-pagefind-body=""><h2>History</h2><p>Founded in 2018</p></article>').replace('lang="ja"', 'lang="en"');
    expect(searchableDocument(en)).toContain('<h2>History</h2> <p>Founded in 2018</p>');
  });

  it('sends nothing for a page without a search body (drafts, thank-you pages, 404)', () => {
    expect(searchableDocument(page('<article><h1>ありがとうございました</h1></article>'))).toBeUndefined();
  });
});

describe('excerptParts', () => {
  it('alternates plain and highlighted runs', () => {
    expect(excerptParts('<mark>量子</mark><mark>化学</mark>計算')).toEqual(['', '量子', '', '化学', '計算']);
    expect(excerptParts('a <mark>battery</mark> b')).toEqual(['a ', 'battery', ' b']);
  });

  it('drops punctuation an excerpt starts with (Pagefind cuts Japanese at any segment), not an opening bracket', () => {
    expect(excerptParts('. 会社概要 <mark>量子</mark>')).toEqual(['会社概要 ', '量子', '']);
    expect(excerptParts('。当社は<mark>電池</mark>')).toEqual(['当社は', '電池', '']);
    expect(excerptParts('、「Qamuy」で<mark>量子</mark>')).toEqual(['「Qamuy」で', '量子', '']);
    expect(excerptParts('／お客様との<mark>共同研究</mark>')).toEqual(['お客様との', '共同研究', '']);
    expect(excerptParts('<mark>電池</mark>。次に')).toEqual(['', '電池', '。次に']);
  });

  it('decodes entities into text, so markup in page text stays text', () => {
    expect(excerptParts('R&amp;D &lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &#39;y&#39;')).toEqual([
      'R&D <script>alert(1)</script> "x" \'y\'',
    ]);
  });
});
