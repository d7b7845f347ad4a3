/**
 * What a release holds, written into it as release-state.json: the code
 * version it was built with, each URL's signature (the hash of its inputs)
 * and which files it has, and the asset files. The next build compares its
 * signatures against the live release's state to know what to render, and
 * links everything else from it.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const STATE_FILE = 'release-state.json';
const STATE_VERSION = 2;

export interface UrlState {
  /** Hash of the URL's inputs (code version + what the page shows). */
  sig: string;
  /** Which files it has (render-output.ts OUT flags). */
  flags: number;
  /** The release that rendered its files (they are the same inodes in every release since). */
  build: string;
}

export interface ReleaseState {
  /** The render version: the app bundles' code version with SITE_ORIGIN. */
  codeVersion: string;
  /** The app bundles' code version (its hashed assets are the release's appFiles). */
  appVersion: string;
  buildId: string;
  /** Snapshot generation it was rendered from. */
  generation: number;
  /** Files under client/ that come from the app build (hashed assets, public files, their .br/.gz). */
  appFiles: string[];
  /** Hashed assets of the previous code version, kept one release longer for pages still open in browsers. */
  carriedFiles: string[];
  /** The build-wide files it wrote (manifest, sitemap, feeds, …; releases before these were listed: none). */
  siteFiles?: string[];
  urls: Map<string, UrlState>;
}

interface StateJson extends Omit<ReleaseState, 'urls'> {
  version: number;
  urls: [string, string, number, string][];
}

export async function readReleaseState(releaseDir: string): Promise<ReleaseState | undefined> {
  let json: StateJson;
  try {
    json = JSON.parse(await readFile(join(releaseDir, STATE_FILE), 'utf8')) as StateJson;
  } catch {
    return undefined; // no state (older build) or unreadable: the build starts from nothing
  }
  if (json.version !== STATE_VERSION || !Array.isArray(json.urls)) return undefined;
  const { version: _version, urls, ...rest } = json;
  return { ...rest, urls: new Map(urls.map(([url, sig, flags, build]) => [url, { sig, flags, build }])) };
}

export async function writeReleaseState(releaseDir: string, state: ReleaseState): Promise<void> {
  const { urls, ...rest } = state;
  const json: StateJson = { version: STATE_VERSION, ...rest, urls: [...urls].map(([url, s]) => [url, s.sig, s.flags, s.build]) };
  await writeFile(join(releaseDir, STATE_FILE), JSON.stringify(json));
}
