/**
 * A hash of everything a build depends on, so `npm start` can tell whether
 * dist/ is current.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

const INPUTS = ['src', 'pages', 'content', 'content-client', 'experiments', 'public', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

async function* files(path: string): AsyncGenerator<string> {
  const s = await stat(path).catch(() => undefined);
  if (!s) return;
  if (s.isFile()) {
    yield path;
    return;
  }
  for (const entry of (await readdir(path)).sort()) yield* files(join(path, entry));
}

export async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for await (const file of files(input)) {
      hash.update(file).update('\0').update(await readFile(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}
