/**
 * Our illustrations (src/assets/illustrations, all drawn on a 640×480
 * canvas) as fingerprinted asset URLs: Vite names each file by its content
 * hash, so the site server can let browsers keep them forever (`immutable`)
 * and a redrawn illustration gets a new URL.
 */
const urls = import.meta.glob<string>('../assets/illustrations/*.svg', { eager: true, query: '?url', import: 'default' });
const byName = new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]));

/** The URL of illustration `name` (its file name without `.svg`); an unknown name fails the render, not the visitor. */
export function illustrationUrl(name: string): string {
  const url = byName.get(name);
  if (!url) throw new Error(`No illustration "${name}" in src/assets/illustrations`);
  return url;
}
