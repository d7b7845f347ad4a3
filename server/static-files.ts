/**
 * Maps a request path to a file of the built site, safely: no path
 * traversal, no directory listings, precompressed variants when accepted.
 */
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

export const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Extensions the build precompresses (see scripts/compress.ts). */
export const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

export interface FileHit { path: string; size: number; mtimeMs: number; contentType: string }

/** Decodes and checks a URL path; undefined when it is malformed or tries to leave the root. */
export function safeRelativePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  if (decoded.split('/').some((segment) => segment === '..')) return undefined;
  const normalized = normalize(decoded).replace(/^[/\\]+/, '');
  if (normalized.startsWith('..')) return undefined;
  return normalized;
}

async function fileAt(path: string): Promise<FileHit | undefined> {
  try {
    const s = await stat(path);
    if (!s.isFile()) return undefined;
    return { path, size: s.size, mtimeMs: s.mtimeMs, contentType: contentTypes[extname(path)] ?? 'application/octet-stream' };
  } catch {
    return undefined;
  }
}

/** `/news` → news/index.html; `/assets/x.js` → assets/x.js. Directories themselves are never served. */
export async function resolveFile(root: string, relative: string): Promise<FileHit | undefined> {
  const base = join(root, relative);
  if (!base.startsWith(root.endsWith(sep) ? root : root + sep) && base !== root) return undefined;
  if (extname(relative) && !relative.endsWith('.')) return fileAt(base);
  return fileAt(join(base, 'index.html'));
}

/** The best encoding the client accepts for which a precompressed file exists. */
export async function pickEncoding(file: FileHit, acceptEncoding: string): Promise<{ path: string; size: number; encoding?: 'br' | 'gzip' }> {
  if (compressible.has(extname(file.path))) {
    const accepts = (name: string) => new RegExp(`(^|[,\\s])${name}(?!;q=0(\\.0*)?(,|$))`).test(acceptEncoding);
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!accepts(encoding)) continue;
      const variant = await fileAt(file.path + suffix);
      if (variant) return { path: variant.path, size: variant.size, encoding };
    }
  }
  return { path: file.path, size: file.size };
}
