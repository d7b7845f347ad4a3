/**
 * The publish queue: one publish at a time, and everything that arrives
 * while one runs merged into a single follow-up. microCMS sends one webhook
 * per changed entry (a bulk action is a burst of them), so fifty webhooks
 * during a publish become one more publish, not fifty.
 *
 * A failed publish keeps the live release (the build engine guarantees it)
 * and is tried again with back-off; its targets join whatever is queued.
 */
import { randomBytes } from 'node:crypto';
import { silentLogger, type Logger } from '../logger.ts';

export type PublishTrigger = 'webhook' | 'reconcile' | 'retry';

/** `api/id`, or `api/*` for an API-level event, or `*` for a reconcile (sync everything). */
export type TargetKey = string;

export interface PublishOutcome {
  result: 'published' | 'no-change';
  releaseId?: string;
  rendered: number;
  removed: number;
  /** `endpoint/id` of the entries whose stored content changed. */
  entries: string[];
  /** Milliseconds per step: fetch (the CMS), then the build engine's phases. */
  phases: Record<string, number>;
  /** When the new release went live (ISO 8601); only with `releaseId`. */
  liveAt?: string;
}

export interface PublishRecord {
  id: string;
  trigger: PublishTrigger;
  targets: TargetKey[];
  attempt: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  queuedAt: string;
  /** The first webhook this publish answers (also for its retries): the start of webhook-to-live. */
  webhookAt?: string;
  startedAt?: string;
  durationMs?: number;
  result?: PublishOutcome['result'] | 'failed';
  releaseId?: string;
  entries?: string[];
  rendered?: number;
  removed?: number;
  phases?: Record<string, number>;
  liveAt?: string;
  error?: string;
}

export interface QueueOptions {
  run: (targets: TargetKey[], record: PublishRecord) => Promise<PublishOutcome>;
  /** Delays before retrying a failed publish (the last one repeats). */
  retryDelaysMs?: number[];
  /** How many finished publishes the status keeps. */
  keep?: number;
  /**
   * How long a publish waits for more webhooks before it starts: until none has come for `gatherMs`
   * (default 100 ms), and at most `maxGatherMs` after the first (default 1 s). A bulk action in
   * microCMS sends one webhook per entry within moments, and one release for all of them is faster
   * than one release each; a single edit waits only the quiet window.
   */
  gatherMs?: number;
  maxGatherMs?: number;
  /** One `publish` event per finished publish. */
  logger?: Logger;
  /** Called with each finished record (the metrics). */
  onFinished?: (record: PublishRecord) => void;
  now?: () => Date;
}

export interface PublishQueue {
  /**
   * Queues targets; returns the record of the publish that will include them. `webhookAt`: when the webhook
   * came, if not now (one another instance received).
   */
  request(trigger: PublishTrigger, targets: TargetKey[], webhookAt?: string): PublishRecord;
  /** Newest first: the running and queued publishes, then finished ones. */
  records(): PublishRecord[];
  /** Resolves when nothing is running or queued (retries waiting on a timer excluded). */
  idle(): Promise<void>;
  close(): void;
}

export function createPublishQueue(opts: QueueOptions): PublishQueue {
  const delays = opts.retryDelaysMs ?? [5_000, 20_000, 60_000, 300_000];
  const keep = opts.keep ?? 100;
  const logger = opts.logger ?? silentLogger();
  const now = opts.now ?? (() => new Date());
  const history: PublishRecord[] = [];
  let running: PublishRecord | undefined;
  let next: PublishRecord | undefined;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let gatherTimer: NodeJS.Timeout | undefined;
  /** When the first webhook of the queued publish came. */
  let gatherFrom = 0;
  const quietMs = opts.gatherMs ?? 100;
  const maxGatherMs = opts.maxGatherMs ?? 1_000;
  /** Targets of failed publishes, all retried together (a second failure must not drop the first's). */
  const retryTargets = new Set<TargetKey>();
  /** The earliest webhook among the failed publishes being retried. */
  let retryWebhookAt: string | undefined;
  let waiters: (() => void)[] = [];
  let closed = false;

  const newRecord = (trigger: PublishTrigger, targets: TargetKey[]): PublishRecord => ({
    id: `pub_${now().getTime().toString(36)}_${randomBytes(3).toString('hex')}`,
    trigger,
    targets: [...new Set(targets)],
    attempt: failures + 1,
    state: 'queued',
    queuedAt: now().toISOString(),
  });

  function settle(): void {
    if (running || next) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  }

  function startNext(): void {
    if (closed || running || !next) return settle();
    const record = next;
    next = undefined;
    running = record;
    record.state = 'running';
    record.startedAt = now().toISOString();
    const started = performance.now();
    const fields = () => ({
      event: 'publish',
      publishId: record.id,
      trigger: record.trigger,
      targets: record.targets,
      durationMs: record.durationMs,
    });
    opts
      .run(record.targets, record)
      .then((outcome) => {
        failures = 0;
        Object.assign(record, { state: 'done', ...outcome, durationMs: Math.round(performance.now() - started) });
        const { result, releaseId, rendered, removed, phases, liveAt } = outcome;
        logger.info(
          { ...fields(), outcome: result, release: releaseId, rendered, removed, phases, liveAt },
          `publish ${record.id}: ${result}, ${rendered} rendered, ${removed} removed`,
        );
      })
      .catch((error: unknown) => {
        failures += 1;
        const message = error instanceof Error ? error.message : String(error);
        Object.assign(record, { state: 'failed', result: 'failed', error: message, durationMs: Math.round(performance.now() - started) });
        const delay = delays[Math.min(failures - 1, delays.length - 1)] ?? 60_000;
        logger.warn(
          { ...fields(), outcome: 'failed', attempt: record.attempt, retryInSeconds: delay / 1000, error: message },
          `publish ${record.id} failed (attempt ${record.attempt}), the live release stays; retrying in ${delay / 1000} s`,
        );
        for (const target of record.targets) retryTargets.add(target);
        if (record.webhookAt && (!retryWebhookAt || record.webhookAt < retryWebhookAt)) retryWebhookAt = record.webhookAt;
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => {
          const targets = [...retryTargets];
          retryTargets.clear();
          const retry = queue.request('retry', targets);
          retry.webhookAt ??= retryWebhookAt;
          retryWebhookAt = undefined;
        }, delay);
        retryTimer.unref();
      })
      .finally(() => {
        history.unshift(record);
        history.length = Math.min(history.length, keep);
        running = undefined;
        startNext();
        try {
          opts.onFinished?.(record);
        } catch (err) {
          logger.error({ event: 'publish', publishId: record.id, err }, 'recording the publish failed');
        }
      });
  }

  const queue: PublishQueue = {
    request(trigger, targets, webhookAt) {
      if (next) {
        next.targets = [...new Set([...next.targets, ...targets])];
      } else {
        next = newRecord(trigger, targets);
        gatherFrom = performance.now();
      }
      const record = next;
      if (trigger === 'webhook') {
        const at = webhookAt ?? now().toISOString();
        if (!record.webhookAt || at < record.webhookAt) record.webhookAt = at;
      }
      // Webhooks arriving in the same burst join this publish (a reconcile or retry starts at once).
      clearTimeout(gatherTimer);
      if (trigger === 'webhook') {
        gatherTimer = setTimeout(startNext, Math.max(0, Math.min(quietMs, gatherFrom + maxGatherMs - performance.now())));
        gatherTimer.unref();
      } else setImmediate(startNext);
      return record;
    },
    records: () => [...(running ? [running] : []), ...(next ? [next] : []), ...history],
    idle: () => (running || next ? new Promise<void>((resolve) => waiters.push(resolve)) : Promise.resolve()),
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(gatherTimer);
    },
  };
  return queue;
}
