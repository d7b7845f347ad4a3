/**
 * The intake's store in SQLite (store.ts): the submissions (submissions.ts) and the outbox in one database
 * file, every write through the group commit (group-commit.ts) so a burst shares one fsync.
 */
import { createRateLimiter, type RateDecision, type RateLimit, type RateLimiter } from '../rate-limit.ts';
import { errorText } from '../logger.ts';
import { installationSecret, type Db } from './db.ts';
import type { Commit } from './group-commit.ts';
import type { DueRow, IntakeStore } from './store.ts';
import { createSubmissionStore, type SubmissionRow } from './submissions.ts';

/** How long a readiness probe may wait for another writer's lock: a probe must not hold the event loop for long. */
const PROBE_BUSY_TIMEOUT_MS = 100;

/** A write in a transaction that is rolled back: fails when the database is closed, locked by another writer, or read-only. */
function databaseProblem(db: Db): string | undefined {
  if (!db.open) return 'form database closed';
  const timeout = db.pragma('busy_timeout', { simple: true }) as number;
  try {
    db.pragma(`busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`);
    db.exec('BEGIN IMMEDIATE');
    try {
      db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('readiness_probe', ?)").run(new Date().toISOString());
    } finally {
      db.exec('ROLLBACK');
    }
    return undefined;
  } catch (error) {
    return `form database not writable: ${errorText(error)}`;
  } finally {
    if (db.open) db.pragma(`busy_timeout = ${timeout}`);
  }
}

export function sqliteIntakeStore(db: Db, commit: Commit): IntakeStore {
  const submissions = createSubmissionStore(db, commit);
  const limiters = new Map<string, RateLimiter>();
  const due = db.prepare(
    `SELECT s.*, o.id AS outbox_id, o.attempts FROM outbox o JOIN submissions s ON s.id = o.submission_id
     WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.id LIMIT ?`,
  );
  const delivered = db.prepare('UPDATE outbox SET delivered_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?');
  const failed = db.prepare('UPDATE outbox SET attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?');
  // One process owns the database (data-lock.ts); within it, claims take turns (each waits for the one before
  // to have marked its rows), so a row is never handed out twice at once.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = turn.then(work, work);
    turn = mine.catch(() => {});
    return mine;
  };
  // One process owns the file: the window is kept in its memory, one limiter per limit.
  const rateHit = (key: string, limit: RateLimit): RateDecision => {
    const id = `${limit.max}/${limit.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) limiters.set(id, (limiter = createRateLimiter(limit)));
    return limiter.hit(key);
  };
  return {
    insert: (s, now) => submissions.insert(s, now),
    receipt: (token) => Promise.resolve(submissions.receipt(token)),
    countSpam: (form, now) => submissions.countSpam(form, now),
    rateHit: async (key, limit) => rateHit(key, limit),
    async admit(key, limit, s, now) {
      const decision = rateHit(key, limit);
      return decision.ok ? { ok: true, stored: await submissions.insert(s, now) } : decision;
    },
    markNotSpam: (id, now) => submissions.markNotSpam(id, now),
    deliverDue: (now, limit, send, more = () => true) =>
      inTurn(async () => {
        const rows = due.all(now, limit) as DueRow[];
        // Outcomes are written as they come and awaited per batch: the next delivery need not wait for a commit.
        const marks: Promise<unknown>[] = [];
        for (const row of rows) {
          if (!more()) break;
          const outcome = await send(row);
          marks.push(
            commit(() =>
              outcome.ok
                ? delivered.run(new Date().toISOString(), row.outbox_id)
                : failed.run(row.attempts + 1, outcome.error.slice(0, 1000), outcome.retryAt, row.outbox_id),
            ),
          );
        }
        await Promise.all(marks);
        return rows.length;
      }),
    backlog(now = Date.now()) {
      const row = db
        .prepare(
          `SELECT COUNT(*) AS pending, MIN(s.created_at) AS oldest FROM outbox o JOIN submissions s ON s.id = o.submission_id
           WHERE o.delivered_at IS NULL`,
        )
        .get() as { pending: number; oldest: string | null };
      return Promise.resolve({ pending: row.pending, oldestSeconds: row.oldest ? Math.max(0, (now - Date.parse(row.oldest)) / 1000) : 0 });
    },
    exportPage(forms, afterId, limit) {
      const rows = db
        .prepare(
          `SELECT id, form, locale, data, receipt, created_at, score, level, spam FROM submissions
           WHERE id > ? AND form IN (${forms.map(() => '?').join(',')}) ORDER BY id LIMIT ?`,
        )
        .all(afterId, ...forms, limit) as SubmissionRow[];
      return Promise.resolve(rows);
    },
    secret: (name) => Promise.resolve(installationSecret(db, name)),
    problem: () => Promise.resolve(databaseProblem(db)),
    close: async () => {
      db.close();
    },
  };
}
