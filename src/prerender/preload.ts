/**
 * `<link rel="modulepreload">` for the chunks a page needs at hydration (the
 * browser entry and the page's lazy component with their imports), so they
 * download in parallel instead of one after another. Reads Vite's client
 * manifest, which Vike writes to dist/app/assets.json (or $SITE_APP_DIR, set by the build engine); in development (no
 * production chunks exist) nothing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pageFile, type PageKey } from '../pages/page-keys.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type ClientManifest = Record<string, ManifestChunk>;

const CLIENT_ENTRY = 'pages/+client.ts';
let manifest: ClientManifest | null | undefined;

function readManifest(): ClientManifest | null {
  if (!import.meta.env.PROD) return null;
  if (manifest === undefined) {
    try {
      manifest = JSON.parse(readFileSync(resolve(process.env.SITE_APP_DIR ?? 'dist/app', 'assets.json'), 'utf8')) as ClientManifest;
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

/** URLs to preload for a page; the entry itself is left to Vike's script tag. */
export function modulePreloads(page: PageKey | undefined): string[] {
  const m = readManifest();
  if (!m) return [];
  const files = new Set<string>();
  collect(m, CLIENT_ENTRY, files);
  if (page) collect(m, `src/pages/${pageFile(page)}`, files);
  const entry = m[CLIENT_ENTRY]?.file;
  return [...files].filter((f) => f !== entry).map((f) => `/${f}`);
}
