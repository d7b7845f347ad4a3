/**
 * Phrase-aware line breaking for Japanese (issue 14). Japanese has no spaces,
 * so browsers may break a line between any two characters: 人材育/成, お/客様.
 * The build segments Japanese running text, headings and titles into phrases
 * with BudouX (src/typeset/segment.ts, server only) and marks each phrase boundary with
 * PHRASE_BREAK; <InlineText> draws each mark as <wbr>, and CSS keeps a line
 * from breaking anywhere else (`:has(> wbr)` → `word-break: keep-all`,
 * base.css), whether or not the browser knows `word-break: auto-phrase`.
 *
 * A marked string is for drawing only. Where the same words are also a
 * <title> or meta tag, the page's meta reads them as written (the dictionary,
 * the page copy, the CMS entry), and the marked copy travels in the page data;
 * structured data and search attributes, which read page data, strip them
 * (serializeJsonLd, searchMeta), and tests/e2e/typesetting.spec.ts checks
 * that no page, feed or sitemap holds one.
 *
 * The marks travel in the data React renders from (loader data, and the
 * strings `phrases()` marks in code), so the server and the browser render
 * the same markup and hydration matches; BudouX's parser and model never
 * reach the browser. This file is what the browser gets: a constant and two
 * one-line helpers.
 */

/**
 * ZERO WIDTH SPACE: invisible, never typed in our copy, a single UTF-16 unit
 * (3 bytes in UTF-8 and JSON) and, should one ever reach a page unconverted,
 * itself only a break opportunity. Pages never contain it: tests/e2e/typesetting.spec.ts.
 */
export const PHRASE_BREAK = '\u200B';

/** The text without phrase marks: for titles, meta tags, attributes and anything copied out of the page. */
export const stripBreaks = (text: string): string => (text.includes(PHRASE_BREAK) ? text.replaceAll(PHRASE_BREAK, '') : text);

/**
 * Marks Japanese text written in code (UI strings and headings, the readiness
 * questions, the experiment's CTA texts): the build
 * (src/typeset/vite-plugin.ts) replaces `phrases('…')` with the string
 * segmented into phrases. Elsewhere (unit tests, scripts) it returns the text
 * as written. Render marked strings with <InlineText>, never in attributes.
 */
export const phrases = (text: string): string => text;
