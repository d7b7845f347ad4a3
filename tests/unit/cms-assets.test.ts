import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CMS_ASSETS_DIR, placeholderImage } from '../../scripts/lib/cms-placeholders.ts';

describe('the embedded content’s images (public/cms-assets)', () => {
  it('are named by their content, so they can be cached as immutable', () => {
    const files = readdirSync(CMS_ASSETS_DIR);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const hash = createHash('sha256')
        .update(readFileSync(join(CMS_ASSETS_DIR, file)))
        .digest('hex')
        .slice(0, 8);
      expect(
        file,
        `rename it to ${file.replace(/(\.[0-9a-f]{8})?(\.\w+)$/, `.${hash}$2`)} and update the content that links to it`,
      ).toMatch(new RegExp(`\\.${hash}\\.\\w+$`));
    }
  });

  it('are the ones the fixtures and the scale generator link to', () => {
    const linked = new Set(
      [
        ...readFileSync('content/news.json', 'utf8').matchAll(/\/cms-assets\/[^"\s\\]+/g),
        ...readFileSync('content/cases.json', 'utf8').matchAll(/\/cms-assets\/[^"\s\\]+/g),
      ].map((m) => m[0]),
    );
    const files = new Set(readdirSync(CMS_ASSETS_DIR).map((f) => `/cms-assets/${f}`));
    for (const url of linked) expect(files, url).toContain(url);
    expect(files).toContain(placeholderImage(1));
  });
});
