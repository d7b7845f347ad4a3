/**
 * `<link rel="modulepreload">` for the browser entry's own imports, so they
 * download with it instead of after it. The entry is small: it imports the app
 * (and the page's component) at the visitor's first act (pages/+client.ts), so
 * the app is not preloaded here: on a phone it would compete with the first
 * screen's CSS, fonts and images, and a modulepreload compiles what it loads.
 * Reads Vite's client manifest, which Vike writes to the app bundles of
 * $SITE_DIST_DIR (`app/assets.json`; the build engine sets the variable for
 * its render workers); in development (no production chunks exist) nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDirOf, distDirFromEnv } from '../config/dist-dir.ts';
import { pageFile, type PageKey } from '../pages/page-keys.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ClientManifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'pages/+client.ts';
const APP_MODULE = 'src/client/entry.tsx';
let manifest: ClientManifest | null | undefined;

function readManifest(): ClientManifest | null {
  if (!import.meta.env.PROD) return null;
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(join(appDirOf(distDirFromEnv()), 'assets.json'), 'utf8')) as ClientManifest;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

function collect(m: ClientManifest, key: string, files: Set<string>): void {
  const chunk = m[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) collect(m, dep, files);
}

/** URLs to preload on every page; the entry itself is left to Vike's script tag. */
export function modulePreloads(): string[] {
  const m = readManifest();
  if (!m) return [];
  const files = new Set<string>();
  collect(m, CLIENT_ENTRY, files);
  const entry = m[CLIENT_ENTRY]?.file;
  return [...files].filter((f) => f !== entry).map((f) => `/${f}`);
}

/**
 * The page component's chunks (and theirs), which the app imports before it
 * hydrates the page. The app itself finds them only once it has been
 * evaluated: listed in the document, they are fetched alongside the app when
 * the visitor first acts (src/client/intent.ts), not one round trip after it.
 * Not preloaded at load, for the reasons above.
 */
const pageModulesByKey = new Map<PageKey, string[]>();

export function pageModuleFiles(page: PageKey): string[] {
  const known = pageModulesByKey.get(page);
  if (known) return known;
  const m = readManifest();
  if (!m) return [];
  // What the entry has loaded, and the app's own chunks (the import of the app fetches them), are not repeated.
  const loaded = new Set<string>();
  collect(m, CLIENT_ENTRY, loaded);
  collect(m, APP_MODULE, loaded);
  const files = new Set<string>();
  collect(m, `src/pages/${pageFile(page)}`, files);
  const urls = [...files].filter((f) => !loaded.has(f)).map((f) => `/${f}`);
  pageModulesByKey.set(page, urls);
  return urls;
}
