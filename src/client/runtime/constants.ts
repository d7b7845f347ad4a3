/** Client runtime constants (spec §9). */
export const PROGRESS_START_DELAY_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
export const PROGRESS_HIDE_AFTER_MS = 500;
/** Once shown, the bar stays at least this long, so it never blinks. */
export const PROGRESS_MIN_VISIBLE_MS = 200;
export const CHUNK_RELOAD_THROTTLE_MS = 60_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** A payload request that takes longer than this fails with a clear message instead of hanging. */
export const PAYLOAD_TIMEOUT_MS = 20_000;
/** A pointer resting this long on a link is intent; one passing over it is not. */
export const PREFETCH_HOVER_DELAY_MS = 65;
/** Prefetches in flight at once: the first page's late requests and a click keep most of the connection. */
export const PREFETCH_MAX_IN_FLIGHT = 2;
/** Prefetches waiting for a slot; past this the oldest, least likely ones are dropped. */
export const PREFETCH_MAX_QUEUED = 6;
/** Links in view queued per idle period. */
export const PREFETCH_VIEWPORT_PER_IDLE = 3;
/** Where requestIdleCallback is missing (Safari): wait this long instead of for an idle period. */
export const PREFETCH_IDLE_FALLBACK_MS = 300;
