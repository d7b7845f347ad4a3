/**
 * Public API of the content client: the typed CMS client, the all-entries
 * pull, and the on-disk snapshot with its sync.
 */
export {
  createContentClient,
  openContentClient,
  usesEmbeddedContent,
  EMBEDDED_SOURCE,
  type ContentClientOptions,
  type OpenedContentClient,
} from './client.ts';
export type * from './types.ts';
export { ContentValidationError, RetriesExhaustedError, statusOf, toContentError } from './errors.ts';
export { parseEntry, listEndpointNames, objectEndpointNames, type EntryOf } from './validate.ts';
export {
  createRateLimiter,
  createRequestGate,
  createSemaphore,
  realClock,
  type Clock,
  type RateLimiter,
  type RequestGate,
} from './rate-limit.ts';
export { withRetry, backoffDelay, isRetryableStatus, type RetryOptions } from './retry.ts';
export { pullAll, PAGE_SIZE, type ListClient, type PullOptions, type PulledEntry } from './pull.ts';
export { readSnapshot, writeSnapshot, snapshotPath, snapshotSchema, SnapshotError, SNAPSHOT_VERSION, type Snapshot } from './snapshot.ts';
export { syncContent, type SyncClient, type SyncOptions, type SyncStats } from './sync.ts';
