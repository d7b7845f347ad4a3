// @vitest-environment jsdom
/**
 * The XSS fixture (content/news.json, `rendering-code-samples`) taken the way
 * a build takes it: the embedded CMS serves it, a sync writes the snapshot,
 * the site index reads the store, and the page is rendered. A real HTML
 * parser then looks for anything active in what a visitor would receive.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncContent } from '../../content-client/sync.ts';
import { openSnapshotStore } from '../../content-client/snapshot.ts';
import type { SnapshotStore } from '../../content-client/snapshot-store.ts';
import { EMBED_SANDBOX, embedUrl } from '../../content-client/rich-html-embeds.ts';
import { buildSiteIndex, type SiteIndex } from '../../src/prerender/site-index.ts';
import { storeSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';
import { removeTempDirs, startFixtureService, tempDir } from '../helpers/content-fixtures.ts';

const FIXTURE = 'rendering-code-samples';
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'content'];

let store: SnapshotStore;
let index: SiteIndex;

beforeAll(async () => {
  const svc = await startFixtureService(join(process.cwd(), 'content'), { reloadOnChange: false });
  const dir = await tempDir('rich-html-page');
  try {
    await syncContent({ client: svc.client, source: 'embedded', dir });
  } finally {
    await svc.close();
  }
  store = openSnapshotStore(dir);
  index = buildSiteIndex(storeSource(store));
}, 30_000);
afterAll(async () => {
  store?.close();
  await removeTempDirs();
});

async function page(url: string): Promise<{ doc: Document; bodyHtml: string }> {
  const out = await renderUrl(url, { index, buildId: 'test' });
  if (out.kind !== 'page') throw new Error(`${url}: ${out.kind}`);
  const data = 'data' in out.payload ? (out.payload.data.data as { bodyHtml?: string }) : {};
  return { doc: new DOMParser().parseFromString(out.html, 'text/html'), bodyHtml: data.bodyHtml ?? '' };
}

/** Everything active under `root`: forbidden elements, handlers, script/data URLs, srcdoc, unvetted or unsandboxed frames. */
function activeContent(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll(
    'script, style, meta, base, form, input, button, object, embed, svg, math, link, noscript, template',
  )) {
    // Not the editor's: an embed's placeholder (src/prerender/rich-text.ts), its two buttons and the <template> holding the iframe.
    if (el.matches('.embed > template, .embed__actions > button:is([data-embed-load], [data-embed-settings])')) continue;
    found.push(`<${el.localName}>`);
  }
  // The embed waiting in its template is checked like anything else.
  for (const template of root.querySelectorAll<HTMLTemplateElement>('.embed > template')) found.push(...activeContent(template.content));
  for (const el of root.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`${el.localName}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && /(^|url=)(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`${el.localName}[${name}]`);
    }
  }
  for (const frame of root.querySelectorAll('iframe')) {
    if (!embedUrl(frame.getAttribute('src') ?? undefined) || frame.getAttribute('sandbox') !== EMBED_SANDBOX)
      found.push(`iframe ${frame.getAttribute('src')}`);
  }
  return found;
}

/** The page's own scripts, as a signature to compare with an ordinary news page. */
const scripts = (doc: Document) => [...doc.querySelectorAll('script')].map((s) => `${s.type}|${s.id}|${s.getAttribute('src') ?? ''}`);

describe.each([
  ['ja', `/news/posts/${FIXTURE}`, 'コードブロック'],
  ['en', `/en/news/posts/${FIXTURE}`, 'Code blocks'],
])('the XSS fixture rendered in %s', (_locale, url, heading) => {
  it('keeps the article: heading with id, table with colspan, code, YouTube embed, alignment, colour, external link', async () => {
    const { doc } = await page(url);
    const article = doc.querySelector('.rich-text');
    if (!article) throw new Error('no .rich-text');
    expect(article.querySelector('h2#code-blocks')?.textContent).toBe(heading);
    expect(article.querySelector('.table-scroll[role="region"] > table td[colspan="2"]')).not.toBeNull();
    expect(article.querySelector('pre[tabindex="0"] > code.language-ts')?.textContent).toContain('qamuy.run');
    expect(article.querySelector('p.rt-align-center')).not.toBeNull();
    expect(article.querySelector('span.rt-color-red')).not.toBeNull();
    expect(article.querySelector('img[src="/cms-assets/eyecatch-4.8ac9aceb.svg"][loading="lazy"]')).not.toBeNull();
    // The embed waits behind its placeholder, in a template, until the visitor allows videos (src/consent/embeds.ts).
    expect(article.querySelectorAll('iframe')).toHaveLength(0);
    expect([...article.querySelectorAll<HTMLElement>('.embed')].map((e) => e.dataset.embed)).toEqual(['media']);
    const frames = [...article.querySelectorAll<HTMLTemplateElement>('.embed > template')].flatMap((t) => [
      ...t.content.querySelectorAll('iframe'),
    ]);
    expect(frames.map((f) => f.getAttribute('src'))).toEqual(['https://www.youtube-nocookie.com/embed/aonamiQ-c0de']);
    expect(frames[0]?.getAttribute('title')).toBeTruthy();
    const external = article.querySelector('a[href^="https://developer.mozilla.org/"]');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('carries nothing active, in the HTML or in the payload the client renders on navigation', async () => {
    const { doc, bodyHtml } = await page(url);
    const article = doc.querySelector('.rich-text');
    if (!article) throw new Error('no .rich-text');
    expect(activeContent(article)).toEqual([]);
    expect(article.innerHTML).not.toMatch(/alert|evil\.example|javascript|srcdoc/i);
    // The payload carries Japanese phrase marks, which RichText draws as <wbr> (src/typeset/).
    const payload = new DOMParser().parseFromString(`<body>${bodyHtml.replaceAll(PHRASE_BREAK, '<wbr>')}</body>`, 'text/html');
    expect(payload.body.innerHTML).toBe(article.innerHTML);
    // Outside the article: no refresh, no base, no handler, and only the scripts every news page has.
    expect(doc.querySelectorAll('meta[http-equiv], base')).toHaveLength(0);
    expect(
      [...doc.querySelectorAll('*')].flatMap((el) => [...el.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name)),
    ).toEqual([]);
    const ordinary = await page(url.replace(FIXTURE, 'series-b-funding'));
    expect(scripts(doc)).toEqual(scripts(ordinary.doc));
  });
});
