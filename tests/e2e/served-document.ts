/**
 * A served page as a crawler or a browser with scripts off reads it: the status after redirects and the
 * parsed document (htmlparser2), for checks that need no rendering. A browser page costs a second or
 * more per URL on this 2-core machine; a request and a parse cost milliseconds.
 */
import type { APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';

/** htmlparser2's element (its domhandler type, named through the API that hands it out). */
type Element = Parameters<Parameters<typeof DomUtils.findOne>[0]>[0];

export interface ServedDocument {
  status: number;
  /** The first element the test accepts, or undefined. */
  find: (test: (element: Element) => boolean) => Element | undefined;
  /** An element's text as shown (whitespace collapsed, `<wbr>` and tags dropped), as Playwright's toHaveText compares it. */
  text: (element: Element | undefined) => string | undefined;
  attribute: (element: Element | undefined, name: string) => string | undefined;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

export async function servedDocument(request: APIRequestContext, path: string): Promise<ServedDocument> {
  const response = await request.get(path);
  const document = parseDocument(await response.text(), { decodeEntities: true });
  return {
    status: response.status(),
    find: (test) => DomUtils.findOne(test, document.children, true) ?? undefined,
    text: (element) => (element ? collapse(DomUtils.textContent(element)) : undefined),
    attribute: (element, name) => (element ? DomUtils.getAttributeValue(element, name) : undefined),
  };
}

/** Matches an element by tag name and, optionally, attribute values. */
export const element =
  (name: string, attributes: Record<string, string> = {}) =>
  (e: Element): boolean =>
    e.name === name && Object.entries(attributes).every(([key, value]) => e.attribs[key] === value);
