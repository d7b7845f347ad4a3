import { describe, expect, it } from 'vitest';
import { prepareRichText } from '../../src/prerender/rich-text.ts';

describe('CMS rich text prepared for the page', () => {
  it('makes code blocks and tables keyboard-scrollable regions, in the page language', () => {
    const html = prepareRichText('<p>x</p><pre><code>a</code></pre><table><tr><td>1</td></tr></table>', 'en');
    expect(html).toContain('<pre tabindex="0" role="region" aria-label="Code">');
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table><tr><td>1</td></tr></table></div>',
    );
    expect(prepareRichText('<table class="t"></table>', 'ja')).toContain('aria-label="表（横にスクロールできます）"><table class="t">');
  });

  it('loads images lazily unless the editor chose otherwise, and leaves look-alike tags alone', () => {
    expect(prepareRichText('<img src="/a.png" alt="">', 'ja')).toBe('<img loading="lazy" decoding="async" src="/a.png" alt="">');
    expect(prepareRichText('<img loading="eager" src="/a.png">', 'ja')).toBe('<img loading="eager" src="/a.png">');
    expect(prepareRichText('<preview>x</preview><tablet>', 'ja')).toBe('<preview>x</preview><tablet>');
  });

  it('finds tags with an HTML tokenizer: markup inside attribute values and comments is text, not tags', () => {
    // The regex version rewrote `<img` inside srcdoc, and its inserted quotes turned `onerror` into a live attribute of the iframe.
    const srcdoc = '<iframe srcdoc="<img src=x onerror=alert(1)>"></iframe>';
    expect(prepareRichText(srcdoc, 'en')).toBe(srcdoc);
    const inert = '<p title="<table><pre><img src=x>">a</p><!-- <table> --><code>&lt;pre&gt;</code>';
    expect(prepareRichText(inert, 'en')).toBe(inert);
  });

  it('wraps nested and unclosed tables and keeps every other byte of the source', () => {
    expect(prepareRichText('<TABLE><tr><td><table><tr><td>1</td></tr></table></td></tr></TABLE><PRE>x</PRE>', 'ja')).toBe(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="表（横にスクロールできます）"><TABLE><tr><td>' +
        '<div class="table-scroll" tabindex="0" role="region" aria-label="表（横にスクロールできます）"><table><tr><td>1</td></tr></table></div>' +
        '</td></tr></TABLE></div><PRE tabindex="0" role="region" aria-label="コード">x</PRE>',
    );
    expect(prepareRichText('<table><tr><td>1', 'en')).toBe(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table><tr><td>1</div>',
    );
    expect(prepareRichText('<blockquote><table></blockquote><p>after</p>', 'en')).toMatch(/<table><\/div><\/blockquote><p>after<\/p>$/);
    const untouched = '<p class=\'x\' data-a="&amp;">本文 &amp; <br/>テキスト</p>';
    expect(prepareRichText(untouched, 'ja')).toBe(untouched);
  });
});
