/** Files the build writes beside Vike's HTML: payloads, manifest, redirects. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Vike's client output directory; the site server serves it. */
export const CLIENT_OUT_DIR = resolve(process.env.SITE_DIST_DIR ?? 'dist', 'client');
/** Server-only build output (not served). */
export const SERVER_ROUTES_FILE = resolve(process.env.SITE_DIST_DIR ?? 'dist', 'server-routes.json');

export async function writeOutputFile(absolutePath: string, content: string): Promise<void> {
  await mkdir(dirname(absolutePath), { recursive: true });
  await writeFile(absolutePath, content);
}

export const writeClientFile = (relativePath: string, content: string) => writeOutputFile(join(CLIENT_OUT_DIR, relativePath), content);
