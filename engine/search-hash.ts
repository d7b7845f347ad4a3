/**
 * What a page gives the search, as a hash: the elements, attributes and text
 * of its searchable document (engine/search-indexer.ts) outside the parts
 * Pagefind ignores (`data-pagefind-ignore`: breadcrumbs, related entries,
 * listing cards…). A publish re-renders every page that shows an edited
 * entry — its neighbours' "related" lists, the listings — but only the pages
 * whose hash changed need indexing again (engine/search-base.ts).
 * htmlparser2's streaming parser (already the site's HTML parser), not a DOM:
 * a page costs a fraction of a millisecond.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

const IGNORE = 'data-pagefind-ignore';

export function searchHash(document: string): string {
  const hash = createHash('sha256');
  let ignored = 0; // depth inside an ignored element
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (ignored || IGNORE in attributes) {
          ignored++;
          return;
        }
        hash.update(`<${name}`);
        for (const key of Object.keys(attributes).sort()) hash.update(` ${key}="${attributes[key]}"`);
        hash.update('>');
      },
      ontext(text) {
        if (!ignored) hash.update(text);
      },
      onclosetag(name) {
        if (ignored) ignored--;
        else hash.update(`</${name}>`);
      },
    },
    { decodeEntities: true },
  );
  parser.end(document);
  return hash.digest('base64url').slice(0, 22);
}
