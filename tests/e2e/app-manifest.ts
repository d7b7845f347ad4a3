/**
 * Vite's client manifest of the build under test: the app bundles of
 * $SITE_DIST_DIR (src/config/dist-dir.ts), which scripts/test-e2e.ts builds
 * and serves. Maps each source module to its hashed file under /assets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appDirOf, distDirFromEnv } from '../../src/config/dist-dir.ts';

export const clientManifestPath = () => join(appDirOf(distDirFromEnv()), 'assets.json');

export function clientManifest(): Record<string, { file: string }> {
  return JSON.parse(readFileSync(clientManifestPath(), 'utf8')) as Record<string, { file: string }>;
}
