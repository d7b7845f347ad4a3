/**
 * The one HTML escaper and the one JSON-in-script serialiser (lib/markup.ts), against the fuzz suite's
 * hostile texts: read back by a real HTML parser (htmlparser2, as a browser tokenises), each text comes
 * out as the same text, in an element, in an attribute in either quotes, and inside a `<script>`.
 */
import { describe, expect, it } from 'vitest';
import { DomUtils, parseDocument } from 'htmlparser2';
import { escapeMarkup, scriptJson } from '../../lib/markup.ts';
import { HOSTILE_TEXTS } from '../helpers/fuzz-requests.ts';

const parse = (html: string) => parseDocument(html, { decodeEntities: true });

describe('escapeMarkup', () => {
  it.each(HOSTILE_TEXTS.map((t) => [JSON.stringify(t).slice(0, 40), t]))('keeps %s text in its element and attributes', (_, text) => {
    const doc = parse(`<p title="${escapeMarkup(text)}" data-x='${escapeMarkup(text)}'>${escapeMarkup(text)}</p><i>after</i>`);
    const elements = DomUtils.getElementsByTagName(() => true, doc.children, true);
    // The <p> (with no element inside) and the element after it, all the document has: nothing opened or closed markup.
    expect(elements.map((e) => e.name)).toEqual(['p', 'i']);
    const [p] = elements;
    expect(DomUtils.textContent(p ?? [])).toBe(text);
    expect(p?.attribs).toEqual({ title: text, 'data-x': text });
  });

  it('writes the five markup characters as entities and nothing else', () => {
    expect(escapeMarkup(`a&b<c>d"e'f 量子`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f 量子');
  });
});

describe('scriptJson', () => {
  const values: unknown[] = [...HOSTILE_TEXTS, { title: HOSTILE_TEXTS, nested: { '</script>': ['<!--', '-->', 1, true, null] } }];

  it.each(values.map((v) => [JSON.stringify(v).slice(0, 40), v]))('keeps %s inside its script, and parses back', (_, value) => {
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const doc = parse(`<script type="application/json">${json}</script><i>after</i>`);
    const [script, after] = DomUtils.getElementsByTagName(() => true, doc.children, true);
    expect(after?.name).toBe('i');
    expect(DomUtils.textContent(script ?? [])).toBe(json);
    expect(JSON.parse(json)).toEqual(value);
    // As a literal in inline code (the experiments' pre-paint script) too.
    expect(new Function(`return ${json};`)()).toEqual(value);
  });
});
