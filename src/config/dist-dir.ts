/**
 * Where a build tree lives. Everything a build writes goes under one dist
 * directory ($SITE_DIST_DIR, default `dist`): the releases, the search
 * indexes and the app bundles, so two trees with different dist directories
 * never share or overwrite each other's files, and a server whose working
 * directory is read-only only needs its dist directory writable.
 * Plain paths without validation: src/config/env.ts validates the variable
 * for the commands; this module is also read by Vite's config and the
 * server build, which do not load the whole environment.
 */
import { join, resolve } from 'node:path';

/** $SITE_DIST_DIR as an absolute path; unset or blank means `dist` in the working directory (as in env.ts). */
export function distDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return resolve(env.SITE_DIST_DIR?.trim() || 'dist');
}

/** Vike's client and server bundles of a dist directory (built by engine/app-build.ts, read by the render workers). */
export function appDirOf(distDir: string): string {
  return join(resolve(distDir), 'app');
}
