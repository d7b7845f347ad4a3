/**
 * What the intake keeps, behind one interface with two implementations: SQLite in the server's process
 * (sqlite-store.ts, the default: one server) and PostgreSQL shared by replicas (postgres-store.ts, with
 * DATABASE_URL; ADR 0006). tests/integration/intake-store-contract.test.ts runs one suite against both.
 *
 * Both keep the same promises: a submission is stored once per (form, idempotency key) however many
 * requests race, on however many instances; a promise resolves only once what it wrote is committed; a
 * notification is claimed by one worker at a time and sent at least once (a crash between sending and
 * marking repeats that one).
 */
import type { FormId } from '../../src/forms/form-shape.ts';
import type { Receipt } from '../../src/forms/receipts.ts';
import type { NewSubmission, NotSpamResult, StoredAnswer, SubmissionRow } from './submissions.ts';
import type { RateDecision, RateLimit } from '../rate-limit.ts';

/** A notification waiting for delivery: its submission, and the outbox row's id and attempts so far. */
export type DueRow = SubmissionRow & { outbox_id: number; attempts: number };

/** What became of one delivery attempt: sent, or failed and to be tried again at `retryAt` (ms since the epoch). */
export type Delivery = { ok: true } | { ok: false; error: string; retryAt: number };

export interface IntakeStore {
  /** Stores a submission (and, unless it is spam, its outbox row) once per (form, idempotency key). */
  insert(submission: NewSubmission, now?: Date): Promise<StoredAnswer>;
  /** What the thank-you page may show for a receipt token; undefined for an unknown or malformed one. */
  receipt(token: string): Promise<Receipt | undefined>;
  /** Counts a honeypot hit. */
  countSpam(form: FormId, now?: Date): Promise<void>;
  /** Clears the spam flag and queues the missed notification, once; undefined when there is no such submission. */
  markNotSpam(id: number, now?: Date): Promise<NotSpamResult | undefined>;
  /**
   * Claims up to `limit` notifications due at `now`, one worker at a time per row, gives each to `send` and
   * records the outcome; stops early when `more()` turns false. Resolves with the number claimed (0: none due).
   */
  deliverDue(now: number, limit: number, send: (row: DueRow) => Promise<Delivery>, more?: () => boolean): Promise<number>;
  /** The notifications waiting, and how long the oldest has waited (read when the metrics are scraped). */
  backlog(now?: number): Promise<OutboxBacklog>;
  /** Submissions of `forms` with an id above `afterId`, in id order, at most `limit` (the CSV export's pages). */
  exportPage(forms: readonly FormId[], afterId: number, limit: number): Promise<SubmissionRow[]>;
  /**
   * Counts a post against `limit` for `key` (a form and a client) and decides it: the same sliding window as
   * server/rate-limit.ts, shared by every instance on the store. Refused posts do not count.
   */
  rateHit(key: string, limit: RateLimit): Promise<RateDecision>;
  /**
   * `rateHit` and, unless the post is refused, `insert`, as one write (one statement in PostgreSQL: a post
   * that passed validation costs one round trip to the shared database, not two).
   */
  admit(key: string, limit: RateLimit, submission: NewSubmission, now?: Date): Promise<Admission>;
  /** A per-installation secret, made once and shared by every instance (the key that hashes client addresses). */
  secret(name: string): Promise<string>;
  /** Why the store cannot take a write now (a write rolled back), or undefined when it can: for /readyz. */
  problem(): Promise<string | undefined>;
  close(): Promise<void>;
}

/** A post counted and stored, or refused by the rate limit (and not stored). */
export type Admission = { ok: true; stored: StoredAnswer } | Extract<RateDecision, { ok: false }>;

export interface OutboxBacklog {
  pending: number;
  /** Age of the oldest undelivered notification's submission; 0 when none waits. */
  oldestSeconds: number;
}
