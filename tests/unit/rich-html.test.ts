// @vitest-environment jsdom
/** The rich-text sanitiser: hostile markup is neutralised, the rich editor's markup survives with exactly its allowed attributes. */
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml as clean } from '../../content-client/rich-html.ts';
import { EMBED_HOSTS, EMBED_REFERRER_POLICY, EMBED_SANDBOX, embedUrl } from '../../content-client/rich-html-embeds.ts';
import { newsSchema } from '../../content-client/schemas.ts';
import { contentSecurityPolicy } from '../../src/prerender/csp.ts';

const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href'];
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'object',
  'embed',
  'svg',
  'math',
  'link',
  'noscript',
  'template',
];

/** What a browser would find active in `html`: forbidden elements, handlers, script URLs, srcdoc, inline styles, unvetted frames. */
function activeContent(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    if (FORBIDDEN_TAGS.includes(el.localName)) found.push(`<${el.localName}>`);
    for (const { name, value } of el.attributes) {
      if (name.startsWith('on') || name === 'srcdoc' || name === 'style') found.push(`${el.localName}[${name}]`);
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        found.push(`${el.localName}[${name}=${value}]`);
    }
    if (el.localName === 'iframe' && (!embedUrl(el.getAttribute('src') ?? undefined) || el.getAttribute('sandbox') !== EMBED_SANDBOX))
      found.push(`iframe ${el.getAttribute('src')}`);
  }
  return found;
}

const payloads: Record<string, string> = {
  script: '<script>alert(1)</script>',
  'img onerror': '<img src=x onerror=alert(1)>',
  'img onload (data: svg)': '<img src="data:image/svg+xml;base64,PHN2Zz4=" onload="alert(1)">',
  'body onload': '<body onload="alert(1)"><p>x</p>',
  'svg onload': '<svg onload=alert(1)></svg>',
  'svg script': '<svg><script>alert(1)</script></svg>',
  'details ontoggle': '<details open ontoggle=alert(1)><summary>s</summary></details>',
  'onmouseover on an allowed element': '<p onmouseover="alert(1)">x</p>',
  'javascript: link': '<a href="javascript:alert(1)">x</a>',
  'JavaScript: link in mixed case': '<a href="JaVaScRiPt:alert(1)">x</a>',
  'javascript: link with an entity tab': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'javascript: link fully entity-encoded': '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  'javascript: link with leading whitespace and newline': '<a href=" \n javascript:alert(1)">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'data:text/html link': '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  'protocol-relative link': '<a href="//evil.example/">x</a>',
  'javascript: img src': '<img src="javascript:alert(1)">',
  'data: srcset': '<img src="/a.png" srcset="data:image/png;base64,AAAA 2x">',
  'iframe srcdoc': '<iframe srcdoc="<img src=x onerror=alert(1)>"></iframe>',
  'iframe javascript:': '<iframe src="javascript:alert(1)"></iframe>',
  'iframe data:': '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>',
  'iframe from another host': '<iframe src="https://evil.example/embed/x">fallback</iframe>',
  'iframe from an allowed host over http': '<iframe src="http://www.youtube.com/embed/abc"></iframe>',
  'iframe from an allowed host outside its embed path': '<iframe src="https://www.google.com/search?q=x"></iframe>',
  'iframe from a look-alike host': '<iframe src="https://www.youtube.com.evil.example/embed/abc"></iframe>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  'base href': '<base href="https://evil.example/">',
  'form with inputs':
    '<form action="javascript:alert(1)"><input type="password" name="p"><button formaction="javascript:alert(1)">Log in</button></form>',
  object: '<object data="data:text/html,<script>alert(1)</script>"></object>',
  embed: '<embed src="javascript:alert(1)">',
  'style expression()': '<p style="width: expression(alert(1))">x</p>',
  'style url(javascript:)': '<span style="background: url(javascript:alert(1)); color: #e03e2d">x</span>',
  'style block': '<style>@import "https://evil.example/x.css"; body { display: none }</style>',
  'math mglyph/style mutation': '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  'link stylesheet': '<link rel="stylesheet" href="https://evil.example/x.css">',
  'template content': '<template><img src=x onerror=alert(1)></template>',
  'heading clobbering the hydration data': '<h2 id="app-data">{"loaderData":{}}</h2>',
};

describe('sanitizeRichHtml: hostile markup', () => {
  it.each(Object.entries(payloads))('neutralises %s', (_name, html) => {
    const out = clean(html);
    expect(activeContent(out)).toEqual([]);
    expect(out).not.toMatch(/javascript|vbscript|data:|srcdoc|alert|evil\.example|app-data/i);
    expect(clean(out)).toBe(out); // stable: a snapshot read parses entries again
  });

  it('drops the text of script, style and form, and the fallback of refused iframes', () => {
    expect(
      clean(
        '<p>a</p><script>b()</script><style>c{}</style><form><label>Password<input></label></form><iframe src="https://evil.example/">d</iframe>',
      ),
    ).toBe('<p>a</p>');
  });
});

describe('sanitizeRichHtml: what the rich editor produces', () => {
  it.each([
    [
      'headings with ids',
      '<h1 id="top">a</h1><h2 id="h5f2a8c1e9d">b</h2><h5 id="x" class="y">c</h5>',
      '<h1 id="top">a</h1><h2 id="h5f2a8c1e9d">b</h2><h5 id="x">c</h5>',
    ],
    [
      'inline text',
      '<p>a<br>b <strong>c</strong> <em>d</em> <u>e</u> <s>f</s> <code>g</code></p>',
      '<p>a<br />b <strong>c</strong> <em>d</em> <u>e</u> <s>f</s> <code>g</code></p>',
    ],
    [
      'code blocks, with language classes only',
      '<pre class="x language-ts"><code class="language-ts hl">let a = 1 &lt; 2;</code></pre>',
      '<pre class="language-ts"><code class="language-ts">let a = 1 &lt; 2;</code></pre>',
    ],
    [
      'a code block with its file name as its caption (the editor writes it on a div)',
      '<div data-filename="src/a&amp;b.ts"><pre class="language-ts"><code class="language-ts">let a = 1 &lt; 2;</code></pre></div>',
      '<figure class="code-file"><figcaption class="code-file__name">src/a&amp;b.ts</figcaption><pre class="language-ts"><code class="language-ts">let a = 1 &lt; 2;</code></pre></figure>',
    ],
    [
      'a file name cannot close its caption, and a div without one is unwrapped',
      '<div data-filename="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"><pre><code>c</code></pre></div><div data-filename=" " class="z"><p>t</p></div>',
      '<figure class="code-file"><figcaption class="code-file__name">"&gt;&lt;script&gt;x&lt;/script&gt;</figcaption><pre><code>c</code></pre></figure><p>t</p>',
    ],
    [
      'quotes, rules and lists',
      '<blockquote><p>q</p></blockquote><hr><ul><li>a</li></ul><ol><li>b</li></ol>',
      '<blockquote><p>q</p></blockquote><hr /><ul><li>a</li></ul><ol><li>b</li></ol>',
    ],
    [
      'tables with numeric spans',
      '<table><thead><tr><th colspan="2" scope="col">h</th></tr></thead><tbody><tr><td rowspan="2" colspan="x">1</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td rowspan="2">1</td></tr></tbody><tfoot><tr><td>f</td></tr></tfoot></table>',
    ],
    [
      'figures',
      '<figure><img src="https://images.microcms-assets.io/a.png?w=800" alt="A" width="800" height="600" srcset="https://images.microcms-assets.io/a.png?w=1600 2x" loading="eager" title="t" class="c"><figcaption>c</figcaption></figure>',
      '<figure><img src="https://images.microcms-assets.io/a.png?w=800" srcset="https://images.microcms-assets.io/a.png?w=1600 2x" alt="A" width="800" height="600" loading="eager" /><figcaption>c</figcaption></figure>',
    ],
    ['the empty alt of decorative images', '<img src="/cms-assets/a.svg" alt="">', '<img src="/cms-assets/a.svg" alt="" />'],
    [
      'internal, fragment, mail and phone links',
      '<a href="/services/qamuy">a</a><a href="#h2">b</a><a href="mailto:info@example.com">c</a><a href="tel:+81-3-0000-0000">d</a>',
      '<a href="/services/qamuy">a</a><a href="#h2">b</a><a href="mailto:info@example.com">c</a><a href="tel:+81-3-0000-0000">d</a>',
    ],
    [
      'new-tab links, with noopener noreferrer (other targets and rels go)',
      '<a href="https://example.com/" target="_BLANK" rel="opener" data-embed-type="file">a</a><a href="https://example.com/" target="_top" rel="author">b</a>',
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">a</a><a href="https://example.com/">b</a>',
    ],
    [
      'alignment, as a class',
      '<p style="text-align: center;">a</p><p style="TEXT-ALIGN:right">b</p><h2 id="s" style="text-align: justify">c</h2><p style="text-align: start">d</p>',
      '<p class="rt-align-center">a</p><p class="rt-align-right">b</p><h2 id="s" class="rt-align-justify">c</h2><p>d</p>',
    ],
  ])('keeps %s', (_name, html, expected) => {
    expect(clean(html)).toBe(expected);
    expect(clean(expected)).toBe(expected);
  });

  it('maps a span colour to its hue family and drops colours that are not plain values', () => {
    const color = (value: string) => clean(`<span style="color: ${value}">x</span>`);
    expect(color('#e03e2d')).toBe('<span class="rt-color-red">x</span>');
    expect(color('rgb(230, 126, 35)')).toBe('<span class="rt-color-orange">x</span>');
    expect(color('#2dc26b')).toBe('<span class="rt-color-green">x</span>');
    expect(color('#03a49e')).toBe('<span class="rt-color-teal">x</span>');
    expect(color('#36c')).toBe('<span class="rt-color-blue">x</span>');
    expect(color('rgb(132 63 161)')).toBe('<span class="rt-color-purple">x</span>');
    expect(color('#95a5a6')).toBe('<span class="rt-color-gray">x</span>');
    // Black is the text colour already; white would hide the text.
    for (const value of ['#000', '#ffffff', 'red', 'var(--x)', 'rgb(300, 0, 0)', '#e03e2d url(x)', 'expression(alert(1))'])
      expect(color(value)).toBe('x');
  });

  it('keeps embeds from the configured hosts only, sandboxed, lazy and titled', () => {
    const attributes = `sandbox="${EMBED_SANDBOX}" loading="lazy" referrerpolicy="${EMBED_REFERRER_POLICY}" allowfullscreen`;
    expect(
      clean(
        '<iframe src="https://www.youtube.com/embed/aBc_1-2?start=30" width="560" height="315" frameborder="0" allow="autoplay" sandbox="allow-top-navigation" onload="x()">x</iframe>',
      ),
    ).toBe(`<iframe src="https://www.youtube.com/embed/aBc_1-2?start=30" title="YouTube" width="560" height="315" ${attributes}></iframe>`);
    expect(clean('<iframe src="https://player.vimeo.com/video/123" title="Launch talk"></iframe>')).toBe(
      `<iframe src="https://player.vimeo.com/video/123" title="Launch talk" ${attributes}></iframe>`,
    );
    const accepted = [
      'https://www.youtube-nocookie.com/embed/abc',
      'https://www.google.com/maps/embed?pb=!1m18',
      'https://www.slideshare.net/slideshow/embed_code/key/abc123',
      'https://speakerdeck.com/player/0123abcd',
    ];
    for (const src of accepted)
      expect(clean(`<iframe src="${src}"></iframe>`), src).toMatch(/^<iframe src="https:\/\/[^"]+" title="[^"]+" sandbox=/);
    for (const src of [
      'https://www.youtube.com/watch?v=abc',
      'https://user:pw@www.youtube.com/embed/abc',
      'https://www.youtube.com:8443/embed/abc',
      '/embed/abc',
      'https://vimeo.com/123',
    ]) {
      expect(clean(`<iframe src="${src}"></iframe>`), src).toBe('');
    }
  });

  it('drops links with nothing to click, such as what is left of an Iframely embed', () => {
    const iframely =
      '<div class="iframely-embed"><div class="iframely-responsive" style="padding-bottom: 56.25%;">' +
      '<a href="https://www.youtube.com/watch?v=abc" data-iframely-url="//cdn.iframe.ly/api/iframe?url=x"></a></div></div>';
    expect(clean(iframely)).toBe('');
    expect(clean('<a href="/a"><img src="/a.png" alt="A"></a><a href="/b"> </a>')).toBe('<a href="/a"><img src="/a.png" alt="A" /></a>');
  });

  it('keeps heading ids that cannot shadow the page’s own elements', () => {
    expect(clean('<h2 id="main">a</h2><h2 id="root">b</h2><h2 id="1x">c</h2><h2 id="a b">d</h2><p id="p">e</p>')).toBe(
      '<h2>a</h2><h2>b</h2><h2>c</h2><h2>d</h2><p>e</p>',
    );
  });

  it('is what the news and case schemas store for body and body_en', () => {
    const entry = {
      id: 'a',
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      title: 't',
      date: '2024-01-01T00:00:00.000Z',
      category: { id: 'c' },
      year: { id: '2024' },
      excerpt: 'e',
      body: '<p onclick="x()">本文</p><script>x()</script>',
      body_en: '<img src=x onerror=y()>',
    };
    expect(newsSchema.parse(entry)).toMatchObject({ body: '<p>本文</p>', body_en: '<img src="x" />' });
  });

  it('lets the CSP frame exactly the embed hosts (and the office map)', () => {
    const frameSrc = contentSecurityPolicy()
      .split('; ')
      .find((d) => d.startsWith('frame-src '))
      ?.split(' ')
      .slice(1);
    expect(frameSrc).toEqual(['https://www.openstreetmap.org', ...Object.keys(EMBED_HOSTS).map((h) => `https://${h}`)]);
  });
});
