/**
 * Vike writes /404.html with the client's CSS and entry script; the English
 * 404 page (written beside it by the prerender hook) gets the same tags here,
 * so it is styled and hydrates like every other page.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;
const SCRIPT = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g;

export function copyAssetTags(from: string, into: string): string {
  const missing = (tags: string[]) => tags.filter((tag) => !into.includes(tag)).join('');
  return into
    .replace('</head>', `${missing(from.match(STYLESHEET) ?? [])}</head>`)
    .replace('</body>', `${missing(from.match(SCRIPT) ?? [])}</body>`);
}

export async function completeEnglishNotFound(clientDir: string): Promise<void> {
  const ja = await readFile(join(clientDir, '404.html'), 'utf8');
  const enPath = join(clientDir, 'en', '404.html');
  await writeFile(enPath, copyAssetTags(ja, await readFile(enPath, 'utf8')));
}
