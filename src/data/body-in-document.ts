/**
 * The post body is the largest part of a detail page's hydration data, and the
 * page's HTML already holds it: RichText draws it with dangerouslySetInnerHTML,
 * whose content React neither compares nor changes when it hydrates. So the
 * embedded data leaves it out, and the browser reads it back from the element
 * marked with BODY_ATTRIBUTE before it hydrates: React then renders the same
 * tree with the same data, and a later render (a revalidation) sets the same
 * HTML. Payloads for client navigation keep the body. Shared by the build
 * (src/prerender/render-url.tsx) and the browser (src/client/hydration.ts).
 */
import { PHRASE_BREAK } from '../../lib/phrase-breaks.ts';

export const BODY_ATTRIBUTE = 'data-body';

type LoaderData = Record<string, unknown>;

const bodyOf = (value: unknown): string | undefined => {
  const data = (value as { data?: { bodyHtml?: unknown } } | null)?.data;
  return typeof data?.bodyHtml === 'string' ? data.bodyHtml : undefined;
};

const withBody = (value: unknown, bodyHtml: string | undefined): unknown => {
  const page = value as { data: Record<string, unknown> };
  const data = { ...page.data };
  if (bodyHtml === undefined) delete data.bodyHtml;
  else data.bodyHtml = bodyHtml;
  return { ...page, data };
};

/** Loader data without its post bodies (a copy), and the route ids they were taken from. */
export function leaveBodiesOut(loaderData: LoaderData): { loaderData: LoaderData; ids: string[] } {
  const ids = Object.keys(loaderData).filter((id) => bodyOf(loaderData[id]) !== undefined);
  if (ids.length === 0) return { loaderData, ids };
  const out = { ...loaderData };
  for (const id of ids) out[id] = withBody(out[id], undefined);
  return { loaderData: out, ids };
}

/**
 * Puts the bodies back (in place) from `html`, the marked element's innerHTML:
 * RichText drew each phrase mark as <wbr>, so <wbr> turns back into the mark.
 */
export function putBodiesBack(loaderData: LoaderData, ids: readonly string[], html: string | undefined): void {
  if (ids.length === 0) return;
  if (html === undefined) throw new Error(`The page's post body ([${BODY_ATTRIBUTE}]) is missing, but its hydration data leaves it out`);
  const body = html.replaceAll('<wbr>', PHRASE_BREAK);
  for (const id of ids) loaderData[id] = withBody(loaderData[id], body);
}
