/**
 * Storing and reading submissions. An accepted submission and its outbox row
 * are written atomically (one savepoint): staff are notified of exactly the
 * rows that exist, and a notification failure can never lose a submission.
 */
import { randomBytes } from 'node:crypto';
import type { Locale } from '../../src/i18n/locales.ts';
import type { FormId } from '../../src/forms/schemas.ts';
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
}

/** What the API answers with; `created` is false for a repeated idempotency key. */
export interface StoredAnswer { created: boolean; id: number; form: FormId; locale: Locale; receipt: string }

export interface SubmissionRow {
  id: number;
  form: FormId;
  locale: Locale;
  data: string;
  receipt: string;
  created_at: string;
  score: number | null;
  level: number | null;
}

/** 128 random bits, base64url (22 characters): unguessable, so the token alone grants access to its receipt. */
export const newReceiptToken = (): string => randomBytes(16).toString('base64url');

const isUniqueViolation = (error: unknown) =>
  error instanceof Error && (error as Error & { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';

export function createSubmissionStore(db: Db, commit: Commit) {
  const insertSubmission = db.prepare(
    `INSERT INTO submissions (form, locale, idempotency_key, data, receipt, created_at, ip_hash, user_agent, score, level)
     VALUES (@form, @locale, @idempotencyKey, @data, @receipt, @createdAt, @ipHash, @userAgent, @score, @level)`,
  );
  const insertOutbox = db.prepare('INSERT INTO outbox (submission_id, next_attempt_at) VALUES (?, ?)');
  const byKey = db.prepare('SELECT id, form, locale, receipt FROM submissions WHERE form = ? AND idempotency_key = ?');
  const byReceipt = db.prepare('SELECT * FROM submissions WHERE receipt = ?');
  const maxId = db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM submissions').pluck();
  const spam = db.prepare(
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
    });
    insertOutbox.run(lastInsertRowid, now.getTime());
    return Number(lastInsertRowid);
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

    /** Through the group commit too: a bot flood must not cost one fsync per post. */
    async countSpam(form: FormId, now = new Date()): Promise<void> {
      await commit(() => spam.run(form, now.toISOString()));
    },

    /** A plausible id for a honeypot answer, so a bot cannot tell it from a real one. */
    nextIdGuess(): number {
      return (maxId.get() as number) + 1;
    },
  };
}

export type SubmissionStore = ReturnType<typeof createSubmissionStore>;

/** What a thank-you page may show: only facts the visitor typed or was given. */
export function receiptOf(row: SubmissionRow): Receipt {
  const receivedAt = row.created_at;
  switch (row.form) {
    case 'readiness':
      return { form: 'readiness', score: row.score ?? 0, maxScore: READINESS_MAX_SCORE, level: (row.level ?? 1) as 1 | 2 | 3 | 4, receivedAt };
    case 'qparc': {
      const data = JSON.parse(row.data) as { name: string; organisation: string; sessions: string[] };
      return { form: 'qparc', name: data.name, organisation: data.organisation, sessions: data.sessions, receivedAt };
    }
    case 'contact':
      return { form: 'contact', receivedAt };
  }
}
