import { describe, expect, it } from 'vitest';
import { prepareRichText } from '../../src/prerender/rich-text.ts';

describe('CMS rich text prepared for the page', () => {
  it('makes code blocks and tables keyboard-scrollable regions, in the page language', () => {
    const html = prepareRichText('<p>x</p><pre><code>a</code></pre><table><tr><td>1</td></tr></table>', 'en');
    expect(html).toContain('<pre tabindex="0" role="region" aria-label="Code">');
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table><tr><td>1</td></tr></table></div>');
    expect(prepareRichText('<table class="t"></table>', 'ja')).toContain('aria-label="表（横にスクロールできます）"><table class="t">');
  });

  it('loads images lazily unless the editor chose otherwise, and leaves look-alike tags alone', () => {
    expect(prepareRichText('<img src="/a.png" alt="">', 'ja')).toBe('<img loading="lazy" decoding="async" src="/a.png" alt="">');
    expect(prepareRichText('<img loading="eager" src="/a.png">', 'ja')).toBe('<img loading="eager" src="/a.png">');
    expect(prepareRichText('<preview>x</preview><tablet>', 'ja')).toBe('<preview>x</preview><tablet>');
  });
});
