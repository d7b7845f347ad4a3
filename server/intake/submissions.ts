/**
 * Storing and reading submissions. An accepted submission and its outbox row
 * are written atomically (one savepoint): staff are notified of exactly the
 * rows that exist, and a notification failure can never lose a submission.
 * A honeypot hit is stored too, flagged `spam` and without an outbox row,
 * until staff mark it as not spam (which queues the notification it missed).
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../src/i18n/locales.ts';
import type { FormId } from '../../src/forms/form-shape.ts';
import { READINESS_MAX_SCORE } from '../../src/forms/readiness-questions.ts';
import { RECEIPT_TOKEN, type Receipt } from '../../src/forms/receipts.ts';
import type { Db } from './db.ts';
import type { Commit } from './group-commit.ts';

export interface NewSubmission {
  form: FormId;
  locale: Locale;
  idempotencyKey: string;
  /** Validated fields, without the honeypot and the idempotency key. */
  data: Record<string, unknown>;
  ipHash: string;
  userAgent: string;
  score?: number;
  level?: number;
  /** A honeypot hit: stored, but nobody is notified. */
  spam?: boolean;
}

/** What the API answers with; `created` is false for a repeated idempotency key. */
export interface StoredAnswer {
  created: boolean;
  id: number;
  form: FormId;
  locale: Locale;
  receipt: string;
}

export interface SubmissionRow {
  id: number;
  form: FormId;
  locale: Locale;
  data: string;
  receipt: string;
  created_at: string;
  score: number | null;
  level: number | null;
  spam: 0 | 1;
}

/** The outcome of marking a submission as not spam; `queued` is false when its notification already was. */
export interface NotSpamResult {
  id: number;
  queued: boolean;
}

/** 128 random bits, base64url (22 characters): unguessable, so the token alone grants access to its receipt. */
export const newReceiptToken = (): string => randomBytes(16).toString('base64url');

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && (error as Error & { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createSubmissionStore(db: Db, commit: Commit) {
  const insertSubmission = db.prepare(
    `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent, score, level, spam)
     VALUES (@form, @locale, @idempotencyKey, @data, @receipt, @createdAt, @ipHash, @userAgent, @score, @level, @spam)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)');
  // outbox.submission_id is UNIQUE: a second "not spam" (or one for a row that was never spam) queues nothing.
  const queueOutbox = db.prepare(
    'INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?) ON CONFLICT (submission_id) DO NOTHING',
  );
  const clearSpam = db.prepare('UPDATE submissions SET spam = 0 WHERE id = ?');
  const byKey = db.prepare('SELECT id, form, locale, receipt FROM submissions WHERE form = ? AND idempotency_key = ?');
  const byReceipt = db.prepare('SELECT * FROM submissions WHERE receipt = ?');
  const spamCount = db.prepare(
    `INSERT INTO spam_count (form, count, last_at) VALUES (?, 1, ?)
     ON CONFLICT (form) DO UPDATE SET count = count + 1, last_at = excluded.last_at`,
  );

  const insertBoth = db.transaction((s: NewSubmission, receipt: string, now: Date): number => {
    const { lastInsertRowid } = insertSubmission.run({
      form: s.form,
      locale: s.locale,
      idempotencyKey: s.idempotencyKey,
      data: JSON.stringify(s.data),
      receipt,
      createdAt: now.toISOString(),
      ipHash: s.ipHash,
      userAgent: s.userAgent,
      score: s.score ?? null,
      level: s.level ?? null,
      spam: s.spam ? 1 : 0,
    });
    if (!s.spam) insertOutbox.run(lastInsertRowid, now.getTime());
    return Number(lastInsertRowid);
  });

  const notSpam = db.transaction((id: number, now: Date): NotSpamResult | undefined => {
    if (clearSpam.run(id).changes === 0) return undefined;
    return { id, queued: queueOutbox.run(id, now.getTime()).changes > 0 };
  });

  return {
    /**
     * Stores a submission once per (form, idempotency key). The UNIQUE
     * constraint decides, not a prior SELECT, so two racing requests with the
     * same key still make one row; the loser answers with the winner's receipt.
     * Resolves once the row is committed to disk (see group-commit.ts).
     */
    insert(s: NewSubmission, now = new Date()): Promise<StoredAnswer> {
      const receipt = newReceiptToken();
      return commit((): StoredAnswer => {
        try {
          const id = insertBoth(s, receipt, now); // a savepoint inside the group's transaction
          return { created: true, id, form: s.form, locale: s.locale, receipt };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          const existing = byKey.get(s.form, s.idempotencyKey) as Omit<StoredAnswer, 'created'> | undefined;
          if (!existing) throw error; // a receipt collision (2^-128): a 500, and the client retries
          return { created: false, ...existing };
        }
      });
    },

    findByReceipt(token: string): SubmissionRow | undefined {
      if (!RECEIPT_TOKEN.test(token)) return undefined;
      return byReceipt.get(token) as SubmissionRow | undefined;
    },

    receipt(token: string): Receipt | undefined {
      const row = this.findByReceipt(token);
      return row ? receiptOf(row) : undefined;
    },

    /** Every honeypot hit, stored or refused as invalid. Through the group commit: a bot flood must not cost one fsync per post. */
    async countSpam(form: FormId, now = new Date()): Promise<void> {
      await commit(() => spamCount.run(form, now.toISOString()));
    },

    /**
     * Clears the spam flag and queues the notification the submission would
     * have had; idempotent. undefined when there is no such submission.
     */
    markNotSpam(id: number, now = new Date()): Promise<NotSpamResult | undefined> {
      return commit(() => notSpam(id, now));
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

/** What a thank-you page may show: only facts the visitor typed or was given. */
export function receiptOf(row: SubmissionRow): Receipt {
  const receivedAt = row.created_at;
  switch (row.form) {
    case 'readiness':
      return {
        form: 'readiness',
        score: row.score ?? 0,
        maxScore: READINESS_MAX_SCORE,
        level: (row.level ?? 1) as 1 | 2 | 3 | 4,
        receivedAt,
      };
    case 'qparc': {
      const data = JSON.parse(row.data) as { name: string; organisation: string; sessions: string[] };
      return { form: 'qparc', name: data.name, organisation: data.organisation, sessions: data.sessions, receivedAt };
    }
    case 'contact':
      return { form: 'contact', receivedAt };
  }
}
