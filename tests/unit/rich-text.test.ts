// @vitest-environment jsdom
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

  it('puts an embed behind a placeholder in the page language, its iframe in a template, the title escaped', () => {
    const frame =
      '<iframe src="https://player.vimeo.com/video/76979871" title="Talk &lt;2024&gt; &amp; Q&amp;A" sandbox="allow-scripts"></iframe>';
    const html = prepareRichText(`<div>${frame}</div><p>after</p>`, 'en');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const embed = doc.querySelector('div > .embed[data-embed="media"][data-pagefind-ignore="all"]');
    expect(embed?.querySelector('.embed__title')?.textContent).toBe('Vimeo Talk <2024> & Q&A');
    expect(embed?.querySelector('.embed__note')?.textContent).toContain('sends your IP address and similar data to Vimeo');
    expect(embed?.querySelector('.embed__note')?.textContent).toContain('Allow “Videos and slides”');
    expect([...(embed?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual([
      'Show the Vimeo embed',
      'Open cookie settings',
    ]);
    expect(embed?.querySelector('a')?.getAttribute('href')).toBe('https://player.vimeo.com/video/76979871');
    expect(doc.querySelectorAll('iframe')).toHaveLength(0); // nothing to load until the visitor allows it
    expect(embed?.querySelector('template')?.innerHTML).toBe(frame);
    expect(html.endsWith('</template></div></div><p>after</p>')).toBe(true);
    const map = prepareRichText('<iframe src="https://www.google.com/maps/embed?pb=1" title="Google Maps"></iframe>', 'ja');
    expect(map).toContain('<div class="embed" data-embed="maps"');
    expect(map).toContain('<p class="embed__title"><strong>Google Maps</strong></p>'); // the service's name is the whole title
    expect(map).toContain('「地図」を許可すると');
  });
});
