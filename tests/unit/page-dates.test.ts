import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { staticPages } from '../../src/content/static-pages.ts';
import type { StaticPageId } from '../../src/content/static-page-ids.ts';
import { pageDates } from '../../src/content/page-dates.ts';

describe('the dates static pages were last changed (sitemap lastmod)', () => {
  it('move with the copy: a changed page needs a new date and fingerprint', () => {
    const stale = (Object.keys(staticPages) as StaticPageId[]).flatMap((id) => {
      const copy = createHash('sha256').update(JSON.stringify(staticPages[id])).digest('hex').slice(0, 16);
      return copy === pageDates[id].copy
        ? []
        : [`${id}: copy changed: set updated to today and copy to '${copy}' in src/content/page-dates.ts`];
    });
    expect(stale).toEqual([]);
  });

  it('are real dates, not in the future', () => {
    for (const { updated } of Object.values(pageDates)) {
      expect(updated).toMatch(/^\d{4}-\d\d-\d\d$/);
      expect(Date.parse(updated)).toBeLessThanOrEqual(Date.now());
    }
  });
});
