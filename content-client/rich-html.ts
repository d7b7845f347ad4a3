/**
 * Sanitising CMS rich text at sync time. Whatever an editor (or whoever holds
 * an editor's account) puts into a rich-text field is reduced to the markup
 * microCMS's rich editor produces; nothing else reaches the snapshot, so every
 * page, payload and draft preview renders only this.
 *
 * Inline `style` never survives: the site's CSP has no 'unsafe-inline' for
 * styles, so a browser would ignore it anyway. The two styles the editor sets
 * become classes instead (rich-html-styles.ts, rules in src/styles/content.css).
 * Running this twice gives the same HTML (a snapshot read re-parses entries).
 */
import sanitizeHtml, { type Attributes, type IOptions, type Transformer } from 'sanitize-html';
import { alignClass, ALIGN_CLASS, colorClass, COLOR_CLASS } from './rich-html-styles.ts';
import { EMBED_HOSTS, EMBED_REFERRER_POLICY, EMBED_SANDBOX, embedUrl } from './rich-html-embeds.ts';
import { imageAllowed, srcsetAllowed } from './rich-html-images.ts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
/** The figure around a code block with a file name, and its caption (src/styles/content.css). */
const CODE_FILE = 'code-file';

/**
 * Ids the page itself uses: a heading with one of these would shadow it for
 * getElementById (DOM clobbering), e.g. `#app-data`, the hydration JSON.
 */
const RESERVED_IDS = new Set([
  'app-data',
  'root',
  'main',
  'site-menu',
  'site-analytics',
  'toc-title',
  'related-heading',
  'readiness-cta-title',
  'footer-services',
  'footer-company',
  'footer-policies',
  'error-title',
  'error-links',
  'hero-title',
  'error-summary-title',
]);
const ID = /^[A-Za-z][\w-]{0,63}$/;
const NUMBER = /^\d{1,4}$/;
const ANY = /^/;

/** Keeps only the named attributes whose values pass their test. */
function pick(attribs: Attributes, tests: Record<string, RegExp>): Attributes {
  const out: Attributes = {};
  for (const [name, test] of Object.entries(tests)) {
    const value = attribs[name];
    if (value !== undefined && test.test(value)) out[name] = value;
  }
  return out;
}

/** The element's classes plus the one its style maps to (allowedClasses then keeps only ours). */
function withClass(attribs: Attributes, derived: string | undefined): Attributes {
  const classes = new Set([...(attribs.class ?? '').split(/\s+/), derived].filter((c) => c));
  return classes.size ? { class: [...classes].join(' ') } : {};
}

const block: Transformer = (tagName, attribs) => {
  const id = /^h\d$/.test(tagName) ? attribs.id : undefined;
  const keepId = id !== undefined && ID.test(id) && !RESERVED_IDS.has(id);
  return { tagName, attribs: { ...(keepId && { id }), ...withClass(attribs, alignClass(attribs.style)) } };
};

/** A code block's file name as the editor wrote it (`<div data-filename="index.ts"><pre>…`). */
const FILE_NAME = /^[^\n]{1,200}$/;

const transformTags: Record<string, Transformer> = {
  ...Object.fromEntries(['p', ...HEADINGS].map((t) => [t, block])),
  // A code block with a file name becomes a figure; codeFileCaptions() below gives it the name as its caption.
  // Any other div is not in allowedTags: it is unwrapped, its content kept.
  div: (tagName, attribs) => {
    const name = attribs['data-filename']?.trim();
    const kept: Attributes = name && FILE_NAME.test(name) ? { class: CODE_FILE, 'data-filename': name } : {};
    return kept.class ? { tagName: 'figure', attribs: kept } : { tagName, attribs: kept };
  },
  span: (tagName, attribs) => ({ tagName, attribs: withClass(attribs, colorClass(attribs.style)) }),
  a: (tagName, attribs) => {
    // A new tab must not get a handle on this page (window.opener) nor learn its URL. No nofollow: only our
    // editors write these links and the site vouches for them; it is no defence against a hijacked account.
    const blank = attribs.target?.trim().toLowerCase() === '_blank';
    return {
      tagName,
      attribs: {
        ...(attribs.href !== undefined && { href: attribs.href }),
        ...(blank && { target: '_blank', rel: 'noopener noreferrer' }),
      },
    };
  },
  // An image from elsewhere than the site, microCMS or RICH_TEXT_IMAGE_HOSTS loses its src and is dropped (the CSP would block it).
  img: (tagName, attribs) => {
    const kept = pick(attribs, { src: ANY, srcset: ANY, alt: ANY, width: NUMBER, height: NUMBER, loading: /^(lazy|eager)$/ });
    if (kept.src !== undefined && !imageAllowed(kept.src)) delete kept.src;
    if (kept.srcset !== undefined && !srcsetAllowed(kept.srcset)) delete kept.srcset;
    return { tagName, attribs: kept };
  },
  td: (tagName, attribs) => ({ tagName, attribs: pick(attribs, { colspan: NUMBER, rowspan: NUMBER }) }),
  th: (tagName, attribs) => ({ tagName, attribs: pick(attribs, { colspan: NUMBER, rowspan: NUMBER }) }),
  iframe: (tagName, attribs) => {
    const embed = embedUrl(attribs.src);
    // No src: the exclusive filter below drops the whole element. Fallback content is never shown.
    if (!embed) return { tagName, attribs: {}, text: '' };
    const title = attribs.title?.trim() || EMBED_HOSTS[embed.host].title;
    return {
      tagName,
      text: '',
      attribs: {
        src: embed.href,
        title,
        ...pick(attribs, { width: NUMBER, height: NUMBER }),
        sandbox: EMBED_SANDBOX,
        loading: 'lazy',
        referrerpolicy: EMBED_REFERRER_POLICY,
        allowfullscreen: '',
      },
    };
  },
};

/** Elements dropped together with everything inside them (not just unwrapped to their text). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'title',
  'textarea',
  'xmp',
  'select',
  'option',
  'form',
  'button',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
  'frameset',
];

const options: IOptions = {
  allowedTags: [
    ...HEADINGS,
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'hr',
    'ul',
    'ol',
    'li',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'img',
    'figcaption',
    'a',
    'span',
    'iframe',
  ],
  // The transforms above already keep only these; the lists are the second line of defence.
  allowedAttributes: {
    ...Object.fromEntries(HEADINGS.map((t) => [t, ['id', 'class']])),
    p: ['class'],
    span: ['class'],
    pre: ['class'],
    code: ['class'],
    figure: ['class', 'data-filename'],
    figcaption: ['class'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    img: ['src', 'srcset', 'alt', 'width', 'height', { name: 'loading', values: ['lazy', 'eager'] }],
    a: ['href', { name: 'target', values: ['_blank'] }, { name: 'rel', values: ['noopener noreferrer'] }],
    iframe: [
      'src',
      'title',
      'width',
      'height',
      'allowfullscreen',
      { name: 'sandbox', values: [EMBED_SANDBOX] },
      { name: 'loading', values: ['lazy'] },
      { name: 'referrerpolicy', values: [EMBED_REFERRER_POLICY] },
    ],
  },
  allowedClasses: {
    ...Object.fromEntries(['p', ...HEADINGS].map((t) => [t, Object.values(ALIGN_CLASS)])),
    span: Object.values(COLOR_CLASS),
    pre: [/^language-[\w+#.-]{1,32}$/],
    code: [/^language-[\w+#.-]{1,32}$/],
    figure: [CODE_FILE],
    figcaption: [`${CODE_FILE}__name`],
  },
  // Relative and fragment links are the site's own (internal links navigate on the client).
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(EMBED_HOSTS),
  allowIframeRelativeUrls: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => {
    if ((frame.tag === 'iframe' || frame.tag === 'img') && !frame.attribs.src) return true;
    // A link with nothing to click has no name for screen readers (e.g. what is left of an Iframely embed).
    if (frame.tag === 'a' && !frame.text.trim() && !frame.mediaChildren.length) return true;
    // A link whose URL was refused, or a span whose colour was, is just its text.
    if ((frame.tag === 'a' && !frame.attribs.href) || (frame.tag === 'span' && !frame.attribs.class)) return 'excludeTag';
    return false;
  },
  transformTags,
};

/**
 * The file name of a code block (kept by the div transform as `data-filename`, escaped by the sanitiser for an
 * attribute: `&`, `<`, `>` and `"`) becomes the figure's caption, so it is shown and read out before the code. In
 * text the sanitiser leaves `"` as it is, so `&quot;` is written as `"`: a second pass finds the same caption and
 * no attribute left, and the output is stable.
 */
const codeFileCaptions = (html: string) =>
  html.replace(
    new RegExp(`<figure class="${CODE_FILE}" data-filename="([^"]*)">`, 'g'),
    (_, name: string) =>
      `<figure class="${CODE_FILE}"><figcaption class="${CODE_FILE}__name">${name.replaceAll('&quot;', '"')}</figcaption>`,
  );

/** CMS rich-text HTML reduced to what the site renders (see the module comment). */
export function sanitizeRichHtml(html: string): string {
  return codeFileCaptions(sanitizeHtml(html, options));
}
