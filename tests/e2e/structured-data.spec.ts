/**
 * What a crawler fetching each page finds in the served HTML (no script
 * runs): JSON-LD blocks in the head that parse and name the company and the
 * website in the page's language, and the links to that language's feeds.
 */
import { expect, test } from '@playwright/test';
import { notFoundPaths, urlTable } from './url-table.ts';

interface Node {
  '@type': string;
  inLanguage?: string;
  [key: string]: unknown;
}

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', (m[2] ?? '').replace(/&amp;/g, '&')]));

const feeds = {
  ja: [
    ['application/rss+xml', '/news/rss.xml', 'アオナミ・クオンタムのニュース（RSS）'],
    ['application/atom+xml', '/news/atom.xml', 'アオナミ・クオンタムのニュース（Atom）'],
    ['application/rss+xml', '/case/rss.xml', 'アオナミ・クオンタムの導入事例（RSS）'],
    ['application/atom+xml', '/case/atom.xml', 'アオナミ・クオンタムの導入事例（Atom）'],
  ],
  en: [
    ['application/rss+xml', '/en/news/rss.xml', 'Aonami Quantum news (RSS)'],
    ['application/atom+xml', '/en/news/atom.xml', 'Aonami Quantum news (Atom)'],
    ['application/rss+xml', '/en/case/rss.xml', 'Aonami Quantum case studies (RSS)'],
    ['application/atom+xml', '/en/case/atom.xml', 'Aonami Quantum case studies (Atom)'],
  ],
} as const;

const rows = [
  ...urlTable.map((r) => ({ path: r.path, status: r.status, lang: r.lang })),
  ...notFoundPaths.map((path) => ({ path, status: 404, lang: path.startsWith('/en/') ? ('en' as const) : ('ja' as const) })),
];

for (const row of rows) {
  test(`${row.path}: JSON-LD with the company and website, and the ${row.lang} feed links`, async ({ request }) => {
    const response = await request.get(row.path, { maxRedirects: 0 });
    expect(response.status()).toBe(row.status);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(blocks.length).toBeGreaterThanOrEqual(1);
    const nodes = blocks.flatMap((b) => {
      const parsed = JSON.parse(b) as { '@context'?: string; '@graph'?: Node[] } & Node;
      expect(parsed['@context']).toBe('https://schema.org');
      return parsed['@graph'] ?? [parsed];
    });
    const types = nodes.map((n) => n['@type']);
    expect(types).toContain('Organization');
    expect(types).toContain('WebSite');
    expect(nodes.find((n) => n['@type'] === 'WebSite')?.inLanguage).toBe(row.lang);

    const links = [...head.matchAll(/<link rel="alternate" type="application\/(?:rss|atom)\+xml"[^>]*>/g)].map((m) => attributes(m[0]));
    expect(links.map((l) => [l.type, l.href, l.title])).toEqual(feeds[row.lang]);
  });
}
