/**
 * Failed script chunks (spec §4, §8): after a deploy an open tab may ask for
 * chunks that no longer exist. Reload the page to get the new build, at most
 * once per 60 s (the time is kept in sessionStorage across the reload);
 * within that window show the error page instead of reloading in a loop.
 */
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RELOAD_THROTTLE_MS } from './constants.ts';
import { dictionaries } from '../../i18n/dictionary.ts';
import { localeOfPath } from '../../i18n/locales.ts';

const STORAGE_KEY = 'chunk-reload-at';

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(message);
}

export interface ReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

let navigationTarget: () => string | undefined = () => undefined;

/** Where a client navigation in progress is going: a chunk failure loads that URL afresh rather than the old page. */
export function setNavigationTarget(source: () => string | undefined): void {
  navigationTarget = source;
}

const browserEnv = (): ReloadEnv => ({
  storage: sessionStorage,
  now: () => Date.now(),
  reload: () => {
    const target = navigationTarget();
    if (target) window.location.assign(target);
    else window.location.reload();
  },
});

const isOffline = () => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Reloads unless the last chunk reload was less than 60 s ago; true when reloading.
 * Never offline: a reload would only show the browser's own error page.
 */
export function reloadForChunkError(env: ReloadEnv = browserEnv()): boolean {
  if (isOffline()) return false;
  let last = 0;
  try {
    last = Number(env.storage.getItem(STORAGE_KEY) ?? 0) || 0;
  } catch {
    return false; // No storage: reloading could loop, so show the error instead.
  }
  const now = env.now();
  if (now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  env.storage.setItem(STORAGE_KEY, String(now));
  env.reload();
  return true;
}

/** Fails a chunk import that has not settled after 120 s. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`A script chunk did not load within ${ms / 1000} s`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Wraps a dynamic import: on a chunk failure reload (or, within 60 s of the last reload, fail with a clear message). */
export function guardChunkImport<T>(load: () => Promise<T>, env?: ReloadEnv): Promise<T> {
  return withChunkTimeout(load).catch((error: unknown) => {
    if (!isChunkLoadError(error)) throw error;
    if (reloadForChunkError(env)) return new Promise<T>(() => {}); // The page is reloading.
    throw new ChunkLoadError(
      isOffline()
        ? dictionaries[localeOfPath(window.location.pathname)].runtime.offlineNavigation
        : 'Part of this page could not be loaded, possibly because the site was just updated. Please reload the page.',
    );
  });
}

/** Vite reports failed preloads of a dynamic import's dependencies with this event. */
export function listenForPreloadErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
