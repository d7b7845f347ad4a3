/**
 * Maps a request path to a file of the built site, safely: no path
 * traversal, no directory listings, precompressed variants when accepted.
 */
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { contentType } from 'mime-types';
import Negotiator from 'negotiator';
import { compressible } from '../engine/compress.ts';

const ENCODINGS = ['br', 'gzip', 'identity'] as const;

export interface FileHit {
  path: string;
  size: number;
  mtimeMs: number;
  contentType: string;
}

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
    return { path, size: s.size, mtimeMs: s.mtimeMs, contentType: contentType(extname(path)) || 'application/octet-stream' };
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

/**
 * The best encoding the client accepts for which a precompressed file exists.
 * Negotiator (Express's content negotiation) reads q-values: `br;q=0` means no brotli.
 */
export async function pickEncoding(
  file: FileHit,
  acceptEncoding: string,
): Promise<{ path: string; size: number; encoding?: 'br' | 'gzip' }> {
  if (compressible.has(extname(file.path))) {
    const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } });
    // Ties (Chrome sends `gzip, deflate, br, zstd`) go to our order, not the header's; @types/negotiator 0.6 lacks `preferred`.
    const encodings = negotiator.encodings.bind(negotiator) as unknown as (
      available: string[],
      options: { preferred: string[] },
    ) => string[];
    const preferred = encodings([...ENCODINGS], { preferred: [...ENCODINGS] });
    for (const encoding of preferred) {
      if (encoding === 'identity') break;
      const variant = await fileAt(file.path + (encoding === 'br' ? '.br' : '.gz'));
      if (variant) return { path: variant.path, size: variant.size, encoding: encoding === 'br' ? 'br' : 'gzip' };
    }
  }
  return { path: file.path, size: file.size };
}
