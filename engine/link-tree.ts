/**
 * Hard links between release directories. A release shares every file it
 * did not change with the one before it: no copy, no extra disk, and the
 * unchanged files keep their inode and mtime (so their ETags too).
 *
 * Synchronous calls on purpose: measured here, 132,000 linkSync calls took
 * 1.9 s, the same with 32–64 concurrent fs.promises.link calls 1.4–2.0 s;
 * the kernel's link(2) is the cost, the thread pool only adds overhead.
 */
import { linkSync, mkdirSync, readdirSync, unlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Links `files` (paths relative to both roots) from one tree into another; returns how many. */
export function linkFiles(fromRoot: string, toRoot: string, files: Iterable<string>): number {
  const made = new Set<string>();
  let count = 0;
  for (const file of files) {
    const dir = dirname(file);
    if (!made.has(dir)) {
      mkdirSync(join(toRoot, dir), { recursive: true });
      made.add(dir);
    }
    linkSync(join(fromRoot, file), join(toRoot, file));
    count += 1;
  }
  return count;
}

/** Removes files (relative to `root`) that may be hard links into a live release: unlink, never truncate. */
export function unlinkFiles(root: string, files: Iterable<string>): number {
  let count = 0;
  for (const file of files) {
    try {
      unlinkSync(join(root, file));
      count += 1;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
  }
  return count;
}

/** Every file under `root`, relative to it. */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)));
}
