/**
 * App bundles for a test's own dist directory. The engine keeps them per
 * dist directory (`<dist>/app`, src/config/dist-dir.ts) and `vike build`
 * takes 10–25 s here: tests build them once, in the repository's `dist` as
 * `npm run build` would, and copy them into each temp dist directory, where
 * the engine finds them current for this code version.
 */
import { cp } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { codeVersion, ensureAppBuild } from '../../engine/app-build.ts';
import { withBuildLock } from '../../engine/build-lock.ts';
import { appDirOf } from '../../src/config/dist-dir.ts';

export async function seedAppBundles(distDir: string): Promise<void> {
  if (existsSync(join(appDirOf(distDir), 'build-info.json'))) return;
  const shared = resolve('dist');
  const version = await codeVersion();
  // Under the shared dist's lock: another test file may be building or copying the same bundles.
  await withBuildLock(shared, async () => {
    await ensureAppBuild(shared, version, (line) => console.log(line));
    // The node_modules link (engine/app-build.ts) is copied as a link to the same folder, made absolute.
    await cp(appDirOf(shared), appDirOf(distDir), { recursive: true });
  });
}
