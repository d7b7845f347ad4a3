/**
 * The JSON-LD script: safe inside HTML whatever the content says, and typed
 * with schema-dts (`npm run typecheck` checks this file too: the type-level checks fail when a
 * builder stops returning a schema.org type).
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  ArticleLeaf,
  BreadcrumbList,
  EventLeaf,
  Graph,
  ItemListLeaf,
  NewsArticleLeaf,
  OrganizationLeaf,
  ScholarlyArticleLeaf,
  Thing,
  WebSiteLeaf,
} from 'schema-dts';
import { jsonLdScript, organizationNode, pageGraph, serializeJsonLd, websiteNode } from '../../src/seo/json-ld.ts';
import { articleNode, pageNodes, postNode, publicationListNode, qparcEventNode, scholarlyArticleNode } from '../../src/seo/page-nodes.ts';
import { breadcrumbNode } from '../../src/seo/breadcrumbs.ts';
import { buildSiteIndex } from '../../src/prerender/site-index.ts';
import { snapshotSource } from '../../src/prerender/content-source.ts';
import { renderUrl } from '../../src/prerender/render-url.tsx';
import { makeSnapshot, specs } from '../helpers/snapshot-factory.ts';

const BREAKOUT = '</script><script>alert(1)</script>';

/** The text of every JSON-LD script, found the way an HTML parser ends a script: at the first `</script`. */
const jsonLdBlocks = (html: string): string[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => m[1] ?? '');

describe('serializeJsonLd', () => {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': [{ '@type': 'Thing', name: `${BREAKOUT} <!-- & \u2028\u2029 >` }] };

  it('leaves no character that could end the script or open a comment, and parses back to the same value', () => {
    const json = serializeJsonLd(graph);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(graph);
    const script = jsonLdScript(graph);
    expect(jsonLdBlocks(script)).toEqual([json]);
  });
});

describe('a title that tries to break out of the script', () => {
  const snapshot = makeSnapshot({ news: specs(1, [{ category: 'press', year: 2025 }]) });
  const first = snapshot.lists.news[0];
  if (!first) throw new Error('fixture');
  first.title = BREAKOUT;
  first.excerpt = `${BREAKOUT} & more`;
  const index = buildSiteIndex(snapshotSource(snapshot));

  it('stays a string inside the one JSON-LD script of the page', async () => {
    const out = await renderUrl('/news/posts/news-1', { index, buildId: 'x' });
    expect(out.kind).toBe('page');
    const blocks = jsonLdBlocks(out.html);
    expect(blocks).toHaveLength(1);
    const graph = JSON.parse(blocks[0] ?? '') as {
      '@graph': { '@type': string; headline?: string; description?: string; itemListElement?: { name: string }[] }[];
    };
    const article = graph['@graph'].find((n) => n['@type'] === 'NewsArticle');
    expect(article?.headline).toBe(BREAKOUT);
    expect(article?.description).toBe(`${BREAKOUT} & more`);
    expect(graph['@graph'].find((n) => n['@type'] === 'BreadcrumbList')?.itemListElement?.at(-1)?.name).toBe(BREAKOUT);
    // The script element the browser sees ends where ours ends: no injected <script> after it in the head.
    const head = out.html.slice(0, out.html.indexOf('</head>'));
    expect(head.match(/<script/g)?.length).toBe(head.match(/<\/script>/g)?.length);
    expect(head).not.toContain('<script>alert(1)');
  });
});

describe('builder types', () => {
  it('are schema-dts types', () => {
    expectTypeOf(organizationNode).returns.toEqualTypeOf<OrganizationLeaf>();
    expectTypeOf(websiteNode).returns.toEqualTypeOf<WebSiteLeaf>();
    expectTypeOf(pageGraph).returns.toEqualTypeOf<Graph>();
    expectTypeOf(pageNodes).returns.toEqualTypeOf<Thing[]>();
    expectTypeOf(breadcrumbNode).returns.toEqualTypeOf<BreadcrumbList>();
    expectTypeOf(postNode).returns.toEqualTypeOf<NewsArticleLeaf | ArticleLeaf>();
    expectTypeOf(articleNode).returns.toEqualTypeOf<ArticleLeaf>();
    expectTypeOf(scholarlyArticleNode).returns.toEqualTypeOf<ScholarlyArticleLeaf>();
    expectTypeOf(publicationListNode).returns.toEqualTypeOf<ItemListLeaf>();
    expectTypeOf(qparcEventNode).returns.toEqualTypeOf<EventLeaf>();
    expectTypeOf(serializeJsonLd).parameter(0).toEqualTypeOf<Graph>();
  });
});
