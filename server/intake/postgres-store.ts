/**
 * The intake's store in PostgreSQL (store.ts), shared by every instance on one DATABASE_URL (schema:
 * server/postgres/migrations). Each write is one transaction, committed before its promise resolves
 * (PostgreSQL's default synchronous_commit: on disk, as SQLite's synchronous=FULL).
 *
 * Notifications are claimed one per transaction with `FOR UPDATE SKIP LOCKED`: the row stays locked while
 * it is sent and marked, so another instance's worker skips it instead of sending it again; if this one dies
 * before the commit, the lock goes with its connection and the row is due again (at least once, as in SQLite).
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { errorText } from '../logger.ts';
import type { FormId } from '../../src/forms/form-shape.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { RECEIPT_TOKEN } from '../../src/forms/receipts.ts';
import type { DueRow, IntakeStore } from './store.ts';
import { newReceiptToken, receiptOf, type NewSubmission, type StoredAnswer, type SubmissionRow } from './submissions.ts';
import type { RateDecision, RateLimit } from '../rate-limit.ts';

/*
 * The statements of every post and every notification are named: node-postgres prepares each once per
 * connection, and PostgreSQL parses and plans it once instead of at every execution.
 */

/** How long the readiness probe's write may wait (a lock held by a long transaction, a slow disk). */
const PROBE_TIMEOUT_MS = 1000;

/** Columns as SubmissionRow has them in SQLite: ids as numbers, times as ISO text, spam as 0/1. */
const ROW = `s.id::integer AS id, s.form, s.locale, s.data, s.receipt,
  to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at,
  s.score, s.level, s.spam::integer AS spam`;

async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Counts a post for key $1 in a window of $2 ms with at most $3 posts, in one statement: the row is locked by
 * the upsert, so posts on any instance are counted one after another. The window drops hits older than $2; a
 * refused post is not added.
 */
const WINDOW = `make_interval(secs => $2::double precision / 1000)`;
const KEPT = `(SELECT array_agg(t ORDER BY t) FROM unnest(r.hits) t WHERE t > now() - ${WINDOW})`;
const RATE_HIT = `INSERT INTO rate_limits AS r (key, hits) VALUES ($1, ARRAY[now()])
  ON CONFLICT (key) DO UPDATE SET
    refused = COALESCE(cardinality(${KEPT}), 0) >= $3,
    hits = CASE WHEN COALESCE(cardinality(${KEPT}), 0) >= $3 THEN ${KEPT} ELSE COALESCE(${KEPT}, '{}') || now() END
  RETURNING r.refused, (extract(epoch FROM r.hits[1] + ${WINDOW} - now()) * 1000)::integer AS retry_ms`;

interface RateRow {
  refused: boolean;
  retry_ms: number | null;
}

const rateDecision = (row: RateRow | undefined, limit: RateLimit): RateDecision =>
  row?.refused ? { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row.retry_ms ?? limit.windowMs) / 1000)) } : { ok: true };

/** A submission's columns, in the order of submissionValues. */
const SUBMISSION_COLUMNS = '(form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent, score, level, spam)';

/** A submission's values in the order of SUBMISSION_COLUMNS. */
const submissionValues = (s: NewSubmission, receipt: string, now: Date) => [
  s.form,
  s.locale,
  s.idempotencyKey,
  JSON.stringify(s.data),
  receipt,
  now,
  s.ipHash,
  s.userAgent,
  s.score ?? null,
  s.level ?? null,
  Boolean(s.spam),
];

export function postgresIntakeStore(pool: pg.Pool): IntakeStore {
  /** Rate-limit upserts so far: every thousandth also deletes the keys whose window has passed. */
  let rateHits = 0;
  const swept = (windowMs: number) => {
    if (++rateHits % 1000 === 0)
      void pool
        .query(`DELETE FROM rate_limits WHERE hits[cardinality(hits)] < now() - make_interval(secs => $1::double precision / 1000)`, [
          windowMs,
        ])
        .catch(() => {});
  };
  /** The answer stored first for a submission's (form, idempotency key): a retry's, or a race another instance won. */
  async function firstAnswer(s: NewSubmission, cause?: Error): Promise<StoredAnswer> {
    const { rows } = await pool.query<{ id: number; form: FormId; locale: Locale; receipt: string }>(
      'SELECT id::integer AS id, form, locale, receipt FROM submissions WHERE form = $1 AND idempotency_key = $2',
      [s.form, s.idempotencyKey],
    );
    if (!rows[0]) throw cause ?? new Error(`no submission for ${s.form} ${s.idempotencyKey}`);
    return { created: false, ...rows[0] };
  }
  return {
    async insert(s, now = new Date()) {
      const receipt = newReceiptToken();
      try {
        // One statement (its own transaction, one commit): the submission and, unless it is spam, its outbox row.
        const { rows } = await pool.query<{ id: number }>({
          name: 'intake_insert',
          text: `WITH inserted AS (
             INSERT INTO submissions ${SUBMISSION_COLUMNS}
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id
           ), queued AS (
             INSERT INTO outbox (submission_id, next_attempt_at) SELECT id, $6 FROM inserted WHERE NOT $11
           )
           SELECT id::integer AS id FROM inserted`,
          values: submissionValues(s, receipt, now),
        });
        const id = rows[0]?.id as number;
        return { created: true, id, form: s.form, locale: s.locale, receipt };
      } catch (error) {
        // The UNIQUE constraint decides, on every instance at once: the loser answers with the winner's receipt.
        if ((error as { constraint?: string }).constraint !== 'submissions_form_idempotency_key_key') throw error;
        return firstAnswer(s, error as Error);
      }
    },

    async receipt(token) {
      if (!RECEIPT_TOKEN.test(token)) return undefined;
      const { rows } = await pool.query<SubmissionRow>(`SELECT ${ROW} FROM submissions s WHERE s.receipt = $1`, [token]);
      return rows[0] ? receiptOf(rows[0]) : undefined;
    },

    async countSpam(form, now = new Date()) {
      await pool.query(
        `INSERT INTO spam_count (form, count, last_at) VALUES ($1, 1, $2)
         ON CONFLICT (form) DO UPDATE SET count = spam_count.count + 1, last_at = excluded.last_at`,
        [form, now],
      );
    },

    async rateHit(key, limit) {
      const { rows } = await pool.query<RateRow>({ name: 'intake_rate_hit', text: RATE_HIT, values: [key, limit.windowMs, limit.max] });
      swept(limit.windowMs);
      return rateDecision(rows[0], limit);
    },

    async admit(key, limit, s, now = new Date()) {
      const receipt = newReceiptToken();
      // One statement, one commit: the post is counted and, unless refused, stored with its outbox row. A key
      // stored before (a retry, or a race another instance won) stores nothing: the first answer is read after.
      const { rows } = await pool.query<RateRow & { id: number | null }>({
        name: 'intake_admit',
        text: `WITH hit AS (${RATE_HIT}), inserted AS (
             INSERT INTO submissions ${SUBMISSION_COLUMNS}
             SELECT $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14 FROM hit WHERE NOT hit.refused
             ON CONFLICT (form, idempotency_key) DO NOTHING RETURNING id
           ), queued AS (
             INSERT INTO outbox (submission_id, next_attempt_at) SELECT id, $9 FROM inserted WHERE NOT $14
           )
           SELECT hit.refused, hit.retry_ms, (SELECT id::integer FROM inserted) AS id FROM hit`,
        values: [key, limit.windowMs, limit.max, ...submissionValues(s, receipt, now)],
      });
      swept(limit.windowMs);
      const decision = rateDecision(rows[0], limit);
      if (!decision.ok) return decision;
      const id = rows[0]?.id;
      if (typeof id === 'number') return { ok: true, stored: { created: true, id, form: s.form, locale: s.locale, receipt } };
      return { ok: true, stored: await firstAnswer(s) };
    },

    markNotSpam: (id, now = new Date()) =>
      inTransaction(pool, async (client) => {
        const cleared = await client.query('UPDATE submissions SET spam = false WHERE id = $1', [id]);
        if (cleared.rowCount === 0) return undefined;
        // outbox.submission_id is UNIQUE: a second "not spam" (or one for a row that was never spam) queues nothing.
        const queued = await client.query(
          'INSERT INTO outbox (submission_id, next_attempt_at) VALUES ($1, $2) ON CONFLICT (submission_id) DO NOTHING',
          [id, now],
        );
        return { id, queued: (queued.rowCount ?? 0) > 0 };
      }),

    async deliverDue(now, limit, send, more = () => true) {
      let claimed = 0;
      while (claimed < limit && more()) {
        const found = await inTransaction(pool, async (client) => {
          const { rows } = await client.query<DueRow>({
            name: 'outbox_claim',
            text: `SELECT ${ROW}, o.id::integer AS outbox_id, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
             WHERE o.delivered_at IS NULL AND o.next_attempt_at <= $1 ORDER BY o.next_attempt_at, o.id LIMIT 1
             FOR UPDATE OF o SKIP LOCKED`,
            values: [new Date(now)],
          });
          const row = rows[0];
          if (!row) return false;
          const outcome = await send(row);
          if (outcome.ok)
            await client.query({
              name: 'outbox_delivered',
              text: 'UPDATE outbox SET delivered_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = $1',
              values: [row.outbox_id],
            });
          else
            await client.query('UPDATE outbox SET attempts = $2, last_error = $3, next_attempt_at = $4 WHERE id = $1', [
              row.outbox_id,
              row.attempts + 1,
              outcome.error.slice(0, 1000),
              new Date(outcome.retryAt),
            ]);
          return true;
        });
        if (!found) break;
        claimed++;
      }
      return claimed;
    },

    async backlog(now = Date.now()) {
      const { rows } = await pool.query<{ pending: number; oldest: Date | null }>(
        `SELECT COUNT(*)::integer AS pending, MIN(s.created_at) AS oldest FROM outbox o JOIN submissions s ON s.id = o.submission_id
         WHERE o.delivered_at IS NULL`,
      );
      const oldest = rows[0]?.oldest;
      return { pending: rows[0]?.pending ?? 0, oldestSeconds: oldest ? Math.max(0, (now - oldest.getTime()) / 1000) : 0 };
    },

    async exportPage(forms, afterId, limit) {
      const { rows } = await pool.query<SubmissionRow>(
        `SELECT ${ROW} FROM submissions s WHERE s.id > $1 AND s.form = ANY($2) ORDER BY s.id LIMIT $3`,
        [afterId, forms, limit],
      );
      return rows;
    },

    async secret(name) {
      // The first instance to ask makes it; every other instance reads that one.
      await pool.query('INSERT INTO meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
        name,
        randomBytes(32).toString('base64url'),
      ]);
      const { rows } = await pool.query<{ value: string }>('SELECT value FROM meta WHERE key = $1', [name]);
      return rows[0]?.value as string;
    },

    async problem() {
      const client = await pool.connect().catch((error: unknown) => error as Error);
      if (client instanceof Error) return `form database unreachable: ${errorText(client)}`;
      try {
        await client.query('BEGIN');
        await client.query(`SET LOCAL statement_timeout = ${PROBE_TIMEOUT_MS}`);
        await client.query(
          "INSERT INTO meta (key, value) VALUES ('readiness_probe', now()::text) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        );
        return undefined;
      } catch (error) {
        return `form database not writable: ${errorText(error)}`;
      } finally {
        await client.query('ROLLBACK').catch(() => {});
        client.release();
      }
    },

    // The pool is its opener's (server/app.ts shares it with the publisher), who ends it.
    close: async () => {},
  };
}
