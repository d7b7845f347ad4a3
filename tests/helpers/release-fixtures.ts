/**
 * Shared by the release tests (not a test file itself): writes a complete
 * release directory the way the build engine leaves one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { releaseDir, switchRelease } from '../../engine/releases.ts';

export interface ReleaseFixture {
  /** Paths relative to the release's client/ dir → contents. */
  client?: Record<string, string>;
  routes?: { redirects?: Record<string, string>; shells?: Record<string, string>; csp?: string };
}

export async function writeRelease(
  distDir: string,
  id: string,
  { client = { 'index.html': `<!doctype html><title>${id}</title>` }, routes = {} }: ReleaseFixture = {},
): Promise<string> {
  const dir = releaseDir(distDir, id);
  for (const [path, content] of Object.entries(client)) {
    await mkdir(dirname(join(dir, 'client', path)), { recursive: true });
    await writeFile(join(dir, 'client', path), content);
  }
  const serverRoutes = {
    buildId: id,
    redirects: routes.redirects ?? {},
    shells: routes.shells ?? {},
    csp: routes.csp ?? `default-src 'self'`,
  };
  await writeFile(join(dir, 'server-routes.json'), JSON.stringify(serverRoutes));
  return dir;
}

/**
 * A small built site for the server tests: `files` maps `client/…` paths and `server-routes.json` to their
 * contents, written as release `id` and made live, as a build leaves them.
 */
export async function writeLiveRelease(distDir: string, files: Record<string, string>, id = 'test'): Promise<void> {
  const dir = releaseDir(distDir, id);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  await switchRelease(distDir, id);
}
