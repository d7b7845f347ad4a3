import { describe, expect, it } from 'vitest';
import { buildFiles, newServerRoutes, staticHostHeaders } from '../../src/prerender/build-files.ts';
import { contentSecurityPolicy } from '../../src/prerender/csp.ts';

describe('_headers for static hosts', () => {
  const text = staticHostHeaders({
    buildId: 'b',
    redirects: {},
    shells: { '/qparc/2025/apply/': '/qparc/2025/apply/_' },
    csp: "default-src 'self'",
  });
  const block = (pattern: string) =>
    text
      .trimEnd()
      .split(/\n(?=\S)/)
      .find((b) => b.startsWith(`${pattern}\n`)) ?? '';

  it('sends the site server’s security headers with every file', () => {
    const all = block('/*');
    for (const line of [
      "  Content-Security-Policy: default-src 'self'",
      '  Strict-Transport-Security: max-age=63072000',
      '  Cross-Origin-Resource-Policy: same-origin',
      '  Cross-Origin-Opener-Policy: same-origin',
      '  X-Content-Type-Options: nosniff',
      '  X-Frame-Options: DENY',
      '  Referrer-Policy: strict-origin-when-cross-origin',
    ])
      expect(all.split('\n')).toContain(line);
    expect(all).not.toContain('interest-cohort');
    expect(all).not.toContain('Reporting-Endpoints'); // no report endpoint without the server
  });

  it('keeps hashed assets forever and token pages out of shared caches', () => {
    expect(block('/assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(block('/cms-assets/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(block('/pagefind/index/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(block('/pagefind/delta/index/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(block('/pagefind/delta/fragment/*')).toContain('Cache-Control: public, max-age=31536000, immutable');
    expect(block('/qparc/2025/apply/*')).toBe('/qparc/2025/apply/*\n  Cache-Control: private, no-store\n  Referrer-Policy: no-referrer');
  });

  it('lets the pages post to the service on another origin, and nowhere else (API_ORIGIN)', () => {
    const api = 'https://forms.aonami.test';
    const csp = contentSecurityPolicy(api);
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('form-action')).toBe(`form-action 'self' ${api}`);
    expect(directive('connect-src')).toMatch(new RegExp(`^connect-src 'self' ${api} https://`));
    expect(contentSecurityPolicy()).not.toContain(api);
    expect(contentSecurityPolicy().split('; ')).toContain("form-action 'self'");
  });

  it('proxies /api/* to the service on hosts with proxy rules (API_ORIGIN)', async () => {
    const routes = { ...newServerRoutes('b', 'https://forms.aonami.test'), redirects: { '/old': '/new' } };
    const parts = { routes, sitemap: { xml: [], lastmod: [], chunks: [], sigs: [] }, feeds: {}, manifest: '{}' };
    const { client } = await buildFiles(parts, 'https://www.aonami.test');
    expect(String(client._redirects).split('\n')).toEqual(['/api/* https://forms.aonami.test/api/:splat 200', '/old /new 308', '']);
    expect(String(client._headers)).toContain("form-action 'self' https://forms.aonami.test;");
    const own = await buildFiles({ ...parts, routes: newServerRoutes('b') }, 'https://www.aonami.test');
    expect(String(own.client._redirects)).not.toContain('/api/');
  });
});
