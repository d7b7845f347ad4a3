import { describe, expect, it } from 'vitest';
import { staticHostHeaders } from '../../src/prerender/build-files.ts';

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
});
