/**
 * Draft preview against the real server and the embedded service's fixture
 * drafts: the right key shows the draft in its real template with a banner
 * and noindex, in the page's language; a wrong key or an unknown id is the
 * 404 page with no content; no parameters explain the setup; a published
 * entry opened without a key shows what is live; previews are rate-limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { prepareSite, startServer, stopServer, type RunningServer, type Site } from '../helpers/publish-site.ts';

let site: Site;
let server: RunningServer;

beforeAll(async () => {
  site = await prepareSite();
  server = await startServer(site, { PUBLISH_RECONCILE_MINUTES: '0' });
}, 180_000);

afterAll(async () => {
  if (server) await stopServer(server);
  if (site) await rm(site.root, { recursive: true, force: true });
});

async function get(path: string) {
  const res = await fetch(server.url(path));
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const NEWS_DRAFT = 'contentId=qamuy-5-announcement&draftKey=preview-news-7f3a9c';

describe('draft preview', () => {
  it('shows a draft with its key in the real detail template, marked and never indexed', async () => {
    const ja = await get(`/news/posts/draft?${NEWS_DRAFT}`);
    expect(ja.status).toBe(200);
    expect(ja.html).toContain('「Qamuy」バージョン5.0を発表');
    expect(ja.html).toContain('プレビュー表示中');
    expect(ja.html).toContain('<meta name="robots" content="noindex">');
    expect(ja.headers.get('x-robots-tag')).toBe('noindex');
    expect(ja.headers.get('cache-control')).toBe('private, no-store');
    expect(ja.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(ja.html).not.toMatch(/<script[^>]+src=/); // not hydrated: no client bundle
    expect(ja.html).not.toContain('id="consent-bar"'); // nothing would answer its buttons
    expect(ja.html).not.toMatch(/api-?key/i);
    const en = await get(`/en/news/posts/draft?${NEWS_DRAFT}`);
    expect(en.status).toBe(200);
    expect(en.html).toContain('Announcing Qamuy 5.0');
    expect(en.html).toContain('Drafts stay off the site until they are published');
  });

  it('previews case studies and publications', async () => {
    const caseDraft = await get('/case/posts/draft?contentId=wakashio-chemical-reaction-pathway-search&draftKey=preview-case-2d81e4');
    expect(caseDraft.status).toBe(200);
    expect(caseDraft.html).toContain('若潮化学');
    const publication = await get('/publications/draft?contentId=dynamic-circuit-sqd-2026&draftKey=preview-pub-91bc05');
    expect(publication.status).toBe(200);
    expect(publication.html).toContain('Sample-Based Quantum Diagonalization');
  });

  it('answers a wrong key, an unknown id or a malformed id with the 404 page and no content', async () => {
    for (const query of [
      'contentId=qamuy-5-announcement&draftKey=wrong',
      'contentId=qamuy-5-announcement',
      'contentId=no-such-entry&draftKey=x',
      'contentId=%3Cscript%3E',
    ]) {
      const res = await get(`/news/posts/draft?${query}`);
      expect(res.status, query).toBe(404);
      expect(res.html, query).toContain('This page could not be found');
      expect(res.html, query).not.toContain('Qamuy」バージョン5.0');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    }
  });

  it('shows a published entry as it is live when opened without a key', async () => {
    const res = await get('/news/posts/draft?contentId=quri-chemistry-2-0-release');
    expect(res.status).toBe(200);
    expect(res.html).toContain('「QURI Chemistry」バージョン2.0を公開');
  });

  it('explains how to set up preview when opened without parameters', async () => {
    const res = await get('/news/posts/draft');
    expect(res.status).toBe(200);
    expect(res.html).toContain('画面プレビュー');
    expect(res.html).toContain('/news/posts/draft?contentId={CONTENT_ID}&amp;draftKey={DRAFT_KEY}');
  });

  it('limits preview requests so they cannot exhaust the CMS rate limit', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => get(`/news/posts/draft?${NEWS_DRAFT}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });
});
