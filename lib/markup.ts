/**
 * Writing untrusted text into HTML and XML, the one way every layer does it (issue 29: there were four
 * escapers and three JSON-in-script serialisers that disagreed). lib/ is the lowest layer: it imports
 * nothing of ours, and anything may import it.
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text, or an attribute value in either quotes, in HTML or XML: the five characters that could end or start
 * markup there become entities (the same five React escapes).
 */
export const escapeMarkup = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for inside a `<script>` element (data, JSON-LD, or a literal in inline code): `<`, `>` and `&` become
 * `\u003c`, `\u003e` and `\u0026`, so no string can close the element (`</script>`) or open a comment
 * (`<!--`); U+2028 and U+2029 are escaped for parsers before ES2019. All are JSON string escapes (they occur
 * only inside strings), so `JSON.parse` and JavaScript read back the same value.
 */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c);
