/**
 * Publishing on more than one instance. Each site server builds and serves its own release from its own
 * snapshot (SITE_DIST_DIR, CONTENT_SNAPSHOT_DIR), so with one database (DATABASE_URL, ADR 0006) a webhook
 * that reaches any of them must be published by all:
 * - the instance that receives it queues the publish itself and announces it in `publish_requests`;
 * - every other instance hears of it at once (PostgreSQL LISTEN/NOTIFY) and queues the same targets; a poll
 *   every few seconds catches what a notification missed (the listening connection lost and made again);
 * - the reconcile pass (a whole sync, which may list every id of every API) runs on one instance at a time, under an
 *   advisory lock, so that N instances do not list the CMS at once (microCMS allows 60 requests a second
 *   per API key, shared by all of them); the lock goes with its connection if its instance dies;
 * - each instance reports the release it serves and its newest publish, which GET /api/publish/status
 *   shows for all of them, with when each last reported (every 30 s while it runs).
 * Without a database there is one instance: nothing to announce, and the queue already runs one publish
 * at a time.
 */
import { hostname } from 'node:os';
import type pg from 'pg';
import type { PublishRecord, TargetKey } from './queue.ts';

export interface InstanceReport {
  /** INSTANCE_NAME (default: host name and port). */
  instance: string;
  /** The release it serves. */
  liveRelease?: string;
  /** Its newest finished publish. */
  lastPublish?: PublishRecord;
  /** When it last reported (ISO 8601): one that stopped reporting has stopped running. */
  seenAt: string;
}

export interface PublishCluster {
  readonly instance: string;
  /** Tells the other instances to publish `targets` too (this one has queued them). */
  announce(targets: TargetKey[], webhookAt: string): Promise<void>;
  /** From now on, `onRequest` for each publish another instance (`origin`) announces. */
  listen(onRequest: (targets: TargetKey[], webhookAt: string, origin: string) => void): void;
  /** Records what this instance serves. */
  report(state: Pick<InstanceReport, 'liveRelease' | 'lastPublish'>): Promise<void>;
  /** Every instance's newest report, by name. */
  instances(): Promise<InstanceReport[]>;
  /** Runs `work` while no other instance runs its own (the reconcile). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const defaultInstanceName = (port: number): string => `${hostname()}:${port}`;

/** One site server, no database. */
export function singleInstance(instance: string): PublishCluster {
  let last: InstanceReport | undefined;
  return {
    instance,
    announce: async () => {},
    listen: () => {},
    report: async (state) => void (last = { instance, ...state, seenAt: new Date().toISOString() }),
    instances: async () => (last ? [last] : []),
    exclusive: (work) => work(),
    close: async () => {},
  };
}

const CHANNEL = 'site_publish';
/** The advisory lock of the reconcile pass: one number for this application in the database. */
const RECONCILE_LOCK = 4_021_872_611;
/** How often announcements are read without a notification. */
const POLL_MS = 5_000;
/**
 * Announcements are read by age, not by id: an id is taken when a row is inserted, and of two webhooks on
 * two instances the later id may commit first. One minute covers any commit delay of a one-statement insert.
 */
const WINDOW = '1 minute';
/** Announcements older than this are deleted. */
const KEEP = '1 day';

interface RequestRow {
  id: string;
  origin: string;
  targets: string[];
  webhook_at: Date;
}

export function postgresCluster(
  pool: pg.Pool,
  instance: string,
  warn: (line: string) => void,
  { pollMs = POLL_MS }: { pollMs?: number } = {},
): PublishCluster {
  /** Announcements already handled (or older than this instance's start), by id, with when they were read. */
  const seen = new Map<string, number>();
  let handler: ((targets: TargetKey[], webhookAt: string, origin: string) => void) | undefined;
  let poll: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let lastPrune = 0;
  let closed = false;

  /** Reads new announcements; one read at a time, and one more if asked for during it. */
  function read(): Promise<void> {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      do {
        readAgain = false;
        const { rows } = await pool.query<RequestRow>(
          `SELECT id::text AS id, origin, targets, webhook_at FROM publish_requests
            WHERE created_at > now() - interval '${WINDOW}' ORDER BY id`,
        );
        const now = Date.now();
        for (const row of rows) {
          if (seen.has(row.id)) continue;
          seen.set(row.id, now);
          if (row.origin !== instance) handler?.(row.targets, row.webhook_at.toISOString(), row.origin);
        }
        for (const [id, at] of seen) if (now - at > 5 * 60_000) seen.delete(id);
      } while (readAgain && !closed);
    })()
      .catch((error: unknown) => warn(`reading publish announcements failed: ${(error as Error).message}`))
      .finally(() => (reading = undefined));
    return reading;
  }

  async function prune(): Promise<void> {
    if (Date.now() - lastPrune < 3_600_000) return;
    lastPrune = Date.now();
    await pool.query(`DELETE FROM publish_requests WHERE created_at < now() - interval '${KEEP}'`).catch(() => {});
  }

  /**
   * Gives the listening connection back, destroyed (it is still listening), once: a connection may report an
   * error after it was given back (the database stopping while it closes) or report two, and pg-pool throws
   * on a second release.
   */
  let dropListener: ((error: Error | true) => void) | undefined;

  /** Listens again in `ms` unless closed. */
  function listenAgain(why: string, ms: number): void {
    if (closed) return;
    warn(`${why}; listening again in ${ms / 1000} s`);
    retry = setTimeout(() => void connectListener(), ms);
    retry.unref();
  }

  async function connectListener(): Promise<void> {
    if (closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      return listenAgain(`listening for publishes failed (${(error as Error).message})`, 5000);
    }
    let released = false;
    const drop = (error: Error | true) => {
      if (released) return;
      released = true;
      if (dropListener === drop) dropListener = undefined;
      client.release(error);
    };
    // Both the error event and the failed LISTEN may report one loss.
    const lost = (error: Error) => {
      if (released) return;
      drop(error);
      listenAgain(`the connection listening for publishes was lost (${error.message})`, 1000);
    };
    client.on('notification', () => void read());
    client.on('error', lost);
    dropListener = drop;
    if (closed) return drop(true);
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      return lost(error as Error);
    }
    // What came while there was no listener.
    await read();
  }

  return {
    instance,
    async announce(targets, webhookAt) {
      // One statement: the row and its notification commit together.
      await pool.query(
        `WITH request AS (INSERT INTO publish_requests (origin, targets, webhook_at) VALUES ($1, $2, $3) RETURNING id)
         SELECT pg_notify('${CHANNEL}', id::text) FROM request`,
        [instance, targets, webhookAt],
      );
    },
    listen(onRequest) {
      handler = onRequest;
      // Announcements made before this instance started are not replayed: its reconcile at start covers them.
      void (async () => {
        const { rows } = await pool
          .query<{ id: string }>(`SELECT id::text AS id FROM publish_requests WHERE created_at > now() - interval '${WINDOW}'`)
          .catch(() => ({ rows: [] as { id: string }[] }));
        for (const row of rows) seen.set(row.id, Date.now());
        await connectListener();
        poll = setInterval(() => void read().then(prune), pollMs);
        poll.unref();
      })();
    },
    async report({ liveRelease, lastPublish }) {
      await pool.query(
        `INSERT INTO publish_instances (instance, live_release, last_publish, seen_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (instance) DO UPDATE SET live_release = EXCLUDED.live_release,
           last_publish = COALESCE(EXCLUDED.last_publish, publish_instances.last_publish), seen_at = now()`,
        [instance, liveRelease ?? null, lastPublish ? JSON.stringify(lastPublish) : null],
      );
    },
    async instances() {
      const { rows } = await pool.query<{
        instance: string;
        live_release: string | null;
        last_publish: PublishRecord | null;
        seen_at: Date;
      }>('SELECT instance, live_release, last_publish, seen_at FROM publish_instances ORDER BY instance');
      return rows.map((row) => ({
        instance: row.instance,
        ...(row.live_release && { liveRelease: row.live_release }),
        ...(row.last_publish && { lastPublish: row.last_publish }),
        seenAt: row.seen_at.toISOString(),
      }));
    },
    async exclusive(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A connection lost during the work (the database restarted) takes the lock with it; the work goes on,
      // and the client is not put back in the pool.
      const lost = (error: Error) => (broken = error);
      client.on('error', lost);
      try {
        await client.query('SELECT pg_advisory_lock($1)', [RECONCILE_LOCK]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [RECONCILE_LOCK]).catch((error: Error) => (broken = error));
        }
      } finally {
        client.off('error', lost);
        client.release(broken);
      }
    },
    async close() {
      closed = true;
      clearInterval(poll);
      clearTimeout(retry);
      await reading;
      dropListener?.(true);
    },
  };
}
