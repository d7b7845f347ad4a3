/**
 * Replacing a symlink without a moment where it is missing: a new link is
 * made under a temporary name in the same directory and rename()d over the
 * old one. rename(2) replaces its target atomically on POSIX: any process
 * resolving the path sees either the old or the new link, never neither
 * (https://man7.org/linux/man-pages/man2/rename.2.html,
 * https://pubs.opengroup.org/onlinepubs/9699919799/functions/rename.html).
 */
import { randomBytes } from 'node:crypto';
import { lstat, readlink, rename, rm, symlink, unlink } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The `code` of a Node system error (ENOENT, EINVAL…), if any. */
export const errorCode = (error: unknown): string | undefined =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined;

/** A name beside `path` that no concurrent caller (other process or same process) picks too. */
const tempName = (path: string, tag: string) =>
  join(dirname(path), `.${basename(path)}.${tag}-${process.pid}-${randomBytes(4).toString('hex')}`);

/**
 * Points the symlink at `path` to `target` (relative targets are relative to
 * the link's directory, so the folder holding them can be moved).
 */
export async function replaceSymlink(path: string, target: string): Promise<void> {
  const temp = tempName(path, 'tmp');
  await symlink(target, temp);
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

/**
 * Makes `path` a symlink to `target` unless it already is one. Whatever else
 * is there (a real directory or file left by an older, non-release build) is
 * first moved aside and deleted after the link is in place: rename() cannot
 * replace a directory by a link, and moving it aside keeps the gap to one
 * rename instead of a whole recursive delete.
 */
export async function ensureSymlink(path: string, target: string): Promise<void> {
  let existing;
  try {
    existing = await lstat(path);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (existing?.isSymbolicLink() && (await readlink(path)) === target) return;
  if (!existing || existing.isSymbolicLink()) return replaceSymlink(path, target);
  const aside = tempName(path, 'legacy');
  await rename(path, aside);
  await replaceSymlink(path, target);
  await rm(aside, { recursive: true, force: true });
}
