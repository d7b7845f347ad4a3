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
