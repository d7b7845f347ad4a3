/**
 * The placeholder images of the embedded content, `/cms-assets/eyecatch-N.<hash>.svg`:
 * public/cms-assets names each file by its content hash, so the site server
 * can cache them as immutable (tests/unit/cms-assets.test.ts keeps the names honest).
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CMS_ASSETS_DIR = fileURLToPath(new URL('../../public/cms-assets/', import.meta.url));

const files = readdirSync(CMS_ASSETS_DIR).filter((f) => /^eyecatch-\d+\.[0-9a-f]{8}\.svg$/.test(f));

/** The URL of placeholder `n` (1-based), as content links to it. */
export function placeholderImage(n: number): string {
  const file = files.find((f) => f.startsWith(`eyecatch-${n}.`));
  if (!file) throw new Error(`No placeholder image eyecatch-${n} in public/cms-assets`);
  return `/cms-assets/${file}`;
}
