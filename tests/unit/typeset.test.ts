/**
 * Phrase-aware line breaking (src/typeset/): where the build lets a Japanese
 * line break, and what it must leave alone. The browser side (lines really
 * breaking only there) is tests/e2e/typesetting.spec.ts.
 */
import { describe, expect, it } from 'vitest';
import { Parser } from 'htmlparser2';
import { parseAst } from 'vite';
import { PHRASE_BREAK, stripBreaks } from '../../lib/phrase-breaks.ts';
import { segmentText } from '../../src/typeset/segment.ts';
import { insertPhraseBreaks } from '../../src/typeset/rich-text.ts';
import { typesetSections } from '../../src/typeset/page-copy.ts';
import { phrasesPlugin } from '../../src/typeset/vite-plugin.ts';
import { company } from '../../src/config/company.ts';
import { staticPages } from '../../src/content/static-pages.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import type { PageData } from '../../src/data/page-data.ts';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

/** The phrases of a segmented string. */
const phrasesOf = (text: string) => segmentText(text).split(PHRASE_BREAK);

/** True when no break falls strictly inside `word` wherever it occurs in `segmented`. */
function keepsWhole(segmented: string, word: string): boolean {
  const plain = stripBreaks(segmented);
  const breaks = new Set<number>();
  let at = 0;
  for (const ch of segmented) {
    if (ch === PHRASE_BREAK) breaks.add(at);
    else at += ch.length;
  }
  for (let i = plain.indexOf(word); i >= 0; i = plain.indexOf(word, i + 1)) {
    for (let b = i + 1; b < i + word.length; b++) if (breaks.has(b)) return false;
  }
  return true;
}

describe('segmentText', () => {
  it('breaks Japanese between phrases and never inside the words the review found broken', () => {
    const text = '量子化学計算、アルゴリズム研究、人材育成まで。お客様の課題を一覧にしてください。ソフトウェアと伴走支援を提供しています。';
    const segmented = segmentText(text);
    expect(stripBreaks(segmented)).toBe(text);
    expect(phrasesOf(text).length).toBeGreaterThan(5);
    for (const word of ['人材育成', 'お客様', '一覧', 'ください。', 'ソフトウェア', 'アルゴリズム'])
      expect(keepsWhole(segmented, word), word).toBe(true);
    // Particles stay with their word: no phrase starts with one.
    for (const phrase of phrasesOf(text).slice(1)) expect(phrase).not.toMatch(/^[をにはがのでと、。]/);
    // Browsers break after 、 and 。 by themselves: no mark is spent there.
    expect(segmented).not.toMatch(new RegExp(`[、。]${PHRASE_BREAK}`));
  });

  it('splits a long compound where its script changes, so a narrow column breaks between words', () => {
    expect(segmentText('一つにまとめた、量子ソフトウェア開発プラットフォームです。')).toContain(
      ['量子', 'ソフトウェア', '開発', 'プラットフォームです。'].join(PHRASE_BREAK),
    );
  });

  it('keeps names, Latin words and the address whole, and adds nothing next to a space', () => {
    const text = `${company.name.ja}のQURI Chemistryは、${company.ceo.ja}が東京都千代田区神田錦町3-21-9 錦町アオナミビル 5階で紹介するVQEなどのアルゴリズムです。`;
    const segmented = segmentText(text);
    for (const word of [company.name.ja, 'QURI', 'Chemistry', 'VQE', '東京都千代田区', '錦町アオナミビル', '3-21-9'])
      expect(keepsWhole(segmented, word), word).toBe(true);
    expect(segmented).not.toMatch(new RegExp(`\\s${PHRASE_BREAK}|${PHRASE_BREAK}\\s`));
  });

  it('never splits a placeholder that format() fills in later', () => {
    const segmented = segmentText('短時間に多くの送信がありました。{seconds}秒ほど待ってから、{label}を{count}件お試しください。');
    for (const word of ['{seconds}', '{label}', '{count}']) expect(keepsWhole(segmented, word), word).toBe(true);
  });

  it('is idempotent and leaves text without Japanese alone', () => {
    const once = segmentText('研究テーマの段階でも構いません。');
    expect(segmentText(once)).toBe(once);
    expect(segmentText('Quantum computing, put to work in R&D.')).toBe('Quantum computing, put to work in R&D.');
  });
});

describe('insertPhraseBreaks (CMS rich text)', () => {
  const html =
    '<h2 id="a">研究開発の現場で量子コンピュータを使う</h2><p>量子化学計算、<strong>アルゴリズム研究</strong>、人材育成まで。A&amp;Bの<a href="/x?q=量子化学計算" title="お客様の課題">お客様の課題</a>を一覧にしてください。<code>量子化学計算を実行する</code></p>' +
    '<pre><code>お客様の課題を一覧にしてください</code></pre><img src="/a.png" alt="量子化学計算の結果を一覧にした表"><p>English only.</p>';
  const out = insertPhraseBreaks(html);

  /** Text and attributes as a browser would read them, with every <wbr> dropped. */
  function readBack(source: string) {
    const parts: string[] = [];
    const p = new Parser({
      onopentag(name, attribs) {
        if (name !== 'wbr') parts.push(`<${name} ${JSON.stringify(attribs)}>`);
      },
      ontext(t) {
        parts.push(t);
      },
      onclosetag(name) {
        if (name !== 'wbr') parts.push(`</${name}>`);
      },
    });
    p.write(source);
    p.end();
    return parts.join('').replace(/(?<=[^>])(?=[^<])/g, '');
  }

  it('adds break opportunities in the text of every block, across inline elements', () => {
    expect(out.match(/<wbr>/g)?.length ?? 0).toBeGreaterThan(6);
    expect(out).toContain('<h2 id="a">研究開発の<wbr>現場で<wbr>量子コンピュータを<wbr>使う</h2>');
    // The link's text and the text after it are one sentence: a break at the link's start, and after it.
    expect(out).toContain('><wbr>お客様の<wbr>課題</a>を<wbr>一覧に');
  });

  it('changes no text, attribute, entity, code or preformatted text', () => {
    expect(readBack(out)).toBe(readBack(html));
    expect(out).toContain('href="/x?q=量子化学計算" title="お客様の課題"');
    expect(out).toContain('alt="量子化学計算の結果を一覧にした表"');
    expect(out).toContain('A&amp;Bの');
    expect(out).toContain('<code>量子化学計算を実行する</code>');
    expect(out).toContain('<pre><code>お客様の課題を一覧にしてください</code></pre>');
    expect(insertPhraseBreaks('<p>English only.</p>')).toBe('<p>English only.</p>');
  });

  it('never breaks inside the words the review found broken', () => {
    const text = out.replace(/<(?!wbr)[^>]*>/g, '').replace(/<wbr>/g, PHRASE_BREAK);
    for (const word of ['人材育成', 'お客様', '一覧', 'ください。']) expect(keepsWhole(text, word), word).toBe(true);
  });
});

describe('typesetSections (page copy)', () => {
  it('segments the headings, prose and block text of Japanese pages, never labels or English', () => {
    const qamuy = staticPages.qamuy;
    const source = qamuy.ja?.sections ?? [];
    const ja = typesetSections('ja', source);
    expect(ja.map((s) => s.heading)).toEqual(source.map((s) => segmentText(s.heading)));
    expect(ja.some((s) => s.heading.includes(PHRASE_BREAK))).toBe(true);
    expect(ja[0]?.paragraphs?.[0]).toContain(PHRASE_BREAK);
    const cards = ja.flatMap((s) => s.blocks ?? []).flatMap((b) => (b.type === 'cards' ? b.items : []));
    expect(cards.some((c) => c.title.includes(PHRASE_BREAK))).toBe(true);
    // Labels and button words end up in attributes or stand alone: as written.
    for (const c of cards) for (const field of [c.label, c.action]) expect(field ?? '').not.toContain(PHRASE_BREAK);
    expect(JSON.stringify(typesetSections('en', qamuy.en?.sections ?? []))).not.toContain(PHRASE_BREAK);
  });
});

describe('headings on rendered pages', () => {
  const snapshot = makeSnapshot({ news: specs(3, [{ category: 'press', year: 2025 }]) });
  const [entry] = snapshot.lists.news;
  if (entry) entry.title = '量子化学計算クラウドの新しいバージョンを公開しました';
  const index = buildSiteIndex(snapshotSource(snapshot));

  it.each(['/services/qamuy', '/news/posts/news-1', '/articles/20251025'])(
    '%s: the h1 carries marks drawn as <wbr>; the title, meta tags and structured data read the text as written',
    async (url) => {
      const out = await renderUrl(url, { index, buildId: 'test' });
      if (out.kind !== 'page' || !('data' in out.payload)) throw new Error(`${url}: ${out.kind}`);
      const { meta, data } = out.payload.data as PageData<{ heading?: string; title?: string }>;
      const heading = data.heading ?? data.title ?? '';
      expect(heading).toContain(PHRASE_BREAK);
      expect(meta.title).toBe(stripBreaks(heading));
      // The embedded app data carries the marks by design (hydration); nothing else in the document may.
      const html = out.html.replace(/<script type="application\/json" id="app-data">[\s\S]*?<\/script>/, '');
      expect(html).not.toContain(PHRASE_BREAK);
      expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toContain('<wbr/>');
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
      expect(JSON.stringify(JSON.parse(jsonLd))).toContain(JSON.stringify(stripBreaks(heading)));
    },
  );
});

describe('the phrases() build step', () => {
  const plugin = phrasesPlugin();
  const handler = (plugin.transform as { handler: (this: unknown, code: string, id: string) => { code: string } | undefined }).handler;
  // The plugin runs after TypeScript is stripped; `this.parse` is the bundler's own ESTree parser (Vite's parseAst).
  const context = { parse: (code: string) => parseAst(code) };

  it('replaces marked string literals with their segmented text and leaves everything else', () => {
    const code =
      "import { phrases } from './breaks.ts';\nexport const a = { lead: phrases('お客様の課題を一覧にしてください。'), note: phrases(`研究テーマの段階でも構いません。`), title: 'お客様の課題を一覧に', other: phrases(x) };";
    const result = handler.call(context, code, '/work/src/i18n/ja.ts');
    expect(result?.code).toContain(JSON.stringify(segmentText('お客様の課題を一覧にしてください。')));
    expect(result?.code).toContain(JSON.stringify(segmentText('研究テーマの段階でも構いません。')));
    expect(result?.code).not.toMatch(/phrases\(['`]/);
    expect(result?.code).toContain("title: 'お客様の課題を一覧に'");
    expect(result?.code).toContain('phrases(x)');
  });
});
