import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sourceHash } from './source-hash.ts';

export const BUILD_STAMP = join('dist', 'build-stamp.json');

/** True when dist/ was built from exactly the current sources. */
export async function isBuildCurrent(): Promise<boolean> {
  try {
    const stamp = JSON.parse(await readFile(BUILD_STAMP, 'utf8')) as { sourceHash?: string };
    return stamp.sourceHash === (await sourceHash());
  } catch {
    return false;
  }
}
