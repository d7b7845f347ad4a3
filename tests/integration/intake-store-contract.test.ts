/**
 * One suite, both stores of the intake (server/intake/store.ts): SQLite in a temporary directory, and
 * PostgreSQL on a throwaway server (scripts/lib/throwaway-postgres.ts). What a visitor and staff rely on:
 * racing posts with one idempotency key make one row and one answer, receipts show what was sent, spam is
 * stored without a notification until staff say otherwise, and each notification goes to one worker at a
 * time, is retried after a failure and is sent once however many workers (for PostgreSQL: instances) run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NewSubmission } from '../../server/intake/submissions.ts';
import type { Delivery, DueRow, IntakeStore } from '../../server/intake/store.ts';
import { openDatabase } from '../../server/intake/db.ts';
import { createGroupCommit } from '../../server/intake/group-commit.ts';
import { sqliteIntakeStore } from '../../server/intake/sqlite-store.ts';
import { postgresIntakeStore } from '../../server/intake/postgres-store.ts';
import type pg from 'pg';
import { openPostgres } from '../../server/postgres/database.ts';
import { startPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres.ts';

let dir: string;
let postgres: ThrowawayPostgres | undefined;
const opened: IntakeStore[] = [];
const pools: pg.Pool[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'intake-store-'));
  postgres = await startPostgres({ fast: true });
}, 120_000);
afterAll(async () => {
  await Promise.all(opened.map((s) => s.close()));
  await Promise.all(pools.map((p) => p.end()));
  await postgres?.stop();
  await rm(dir, { recursive: true, force: true });
});

/** Two handles on one database: for SQLite the same store twice (one process owns the file), for PostgreSQL two pools, as two instances. */
const backends: [string, () => Promise<[IntakeStore, IntakeStore]>][] = [
  [
    'SQLite',
    async () => {
      const db = openDatabase(join(dir, `sqlite-${opened.length}`));
      const store = sqliteIntakeStore(db, createGroupCommit(db));
      opened.push(store);
      return [store, store];
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = postgres?.url as string;
      pools.push(await openPostgres(url), await openPostgres(url));
      const [a, b] = pools.slice(-2).map(postgresIntakeStore) as [IntakeStore, IntakeStore];
      opened.push(a, b);
      return [a, b];
    },
  ],
];

let n = 0;
const contact = (extra: Partial<NewSubmission> = {}): NewSubmission => ({
  form: 'contact',
  locale: 'ja',
  idempotencyKey: `key-${++n}-${Math.random().toString(36).slice(2)}`,
  data: { name: '山田 花子', email: 'hanako@example.co.jp', message: '量子化学計算の導入について' },
  ipHash: 'hash',
  userAgent: 'test',
  ...extra,
});

/** Delivers everything due with `workers` workers at once; resolves with the submission ids each send saw. */
async function deliverAll(stores: IntakeStore[], send: (row: DueRow) => Promise<Delivery>): Promise<number[]> {
  const sent: number[] = [];
  await Promise.all(
    stores.map(async (store) => {
      while ((await store.deliverDue(Date.now(), 5, (row) => (sent.push(row.id), send(row)))) > 0);
    }),
  );
  return sent;
}

describe.each(backends)('%s', (_name, open) => {
  let a: IntakeStore;
  let b: IntakeStore;
  beforeAll(async () => {
    [a, b] = await open();
    // Whatever an earlier test left due is delivered first.
    await deliverAll([a], () => Promise.resolve({ ok: true }));
  }, 60_000);

  it('stores racing posts with one idempotency key once, and answers each with the same receipt', async () => {
    const post = contact();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).insert(post)));
    expect(answers.filter((x) => x.created)).toHaveLength(1);
    expect(new Set(answers.map((x) => x.receipt)).size).toBe(1);
    expect(new Set(answers.map((x) => x.id)).size).toBe(1);
    expect(await deliverAll([a], () => Promise.resolve({ ok: true }))).toEqual([answers[0]?.id]);
  });

  it('gives a receipt what the thank-you page shows, and nothing for an unknown or malformed token', async () => {
    const when = new Date('2026-11-27T09:30:15.250Z');
    const { receipt } = await a.insert(contact({ form: 'readiness', data: { company: '汐見電力' }, score: 11, level: 3 }), when);
    expect(await b.receipt(receipt)).toEqual({
      form: 'readiness',
      score: 11,
      maxScore: expect.any(Number),
      level: 3,
      receivedAt: when.toISOString(),
    });
    expect(await b.receipt('A'.repeat(22))).toBeUndefined();
    expect(await b.receipt("' OR 1=1 --")).toBeUndefined();
    await deliverAll([a], () => Promise.resolve({ ok: true }));
  });

  it('stores spam without a notification, and queues it once when staff mark it as not spam', async () => {
    const spam = await a.insert(contact({ spam: true }));
    await a.countSpam('contact');
    expect(await deliverAll([a, b], () => Promise.resolve({ ok: true }))).toEqual([]);
    expect(await b.markNotSpam(spam.id)).toEqual({ id: spam.id, queued: true });
    expect(await a.markNotSpam(spam.id)).toEqual({ id: spam.id, queued: false });
    expect(await a.markNotSpam(987_654_321)).toBeUndefined();
    expect(await deliverAll([a, b], () => Promise.resolve({ ok: true }))).toEqual([spam.id]);
  });

  it('counts the notifications waiting, exports by form in id order a page at a time, shares one secret and takes writes', async () => {
    const old = new Date(Date.now() - 90_000);
    const first = await a.insert(contact(), old);
    await a.insert(contact({ form: 'qparc', data: { name: '佐藤 恵', organisation: '汐見電力', sessions: ['kickoff'] } }));
    const third = await b.insert(contact());
    const waiting = await b.backlog();
    expect(waiting.pending).toBe(3);
    expect(waiting.oldestSeconds).toBeGreaterThanOrEqual(89);
    const contacts = await b.exportPage(['contact'], first.id - 1, 1);
    expect(contacts.map((r) => r.id)).toEqual([first.id]);
    expect(contacts[0]).toMatchObject({ form: 'contact', locale: 'ja', created_at: old.toISOString(), spam: 0, score: null });
    expect(JSON.parse(contacts[0]?.data ?? '{}')).toMatchObject({ name: '山田 花子' });
    expect((await a.exportPage(['contact'], first.id, 100)).map((r) => r.id)).toEqual([third.id]);
    expect((await a.exportPage(['qparc'], first.id - 1, 100)).map((r) => r.form)).toEqual(['qparc']);
    await deliverAll([a], () => Promise.resolve({ ok: true }));
    expect(await a.backlog()).toEqual({ pending: 0, oldestSeconds: 0 });
    const [secretA, secretB] = await Promise.all([a.secret('contract_key'), b.secret('contract_key')]);
    expect(secretA).toMatch(/^[\w-]{43}$/);
    expect(secretB).toBe(secretA);
    expect(await a.problem()).toBeUndefined();
  });

  it('limits posts per key across both handles: racing posts get exactly the limit, the rest a Retry-After, and the window passes', async () => {
    const limit = { max: 5, windowMs: 1500 };
    const key = `contact ${Math.random().toString(36).slice(2)}`;
    const decisions = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).rateHit(key, limit)));
    expect(decisions.filter((d) => d.ok)).toHaveLength(5);
    // The oldest counted post leaves the 1.5 s window within 2 s.
    const waits = decisions.flatMap((d) => (d.ok ? [] : [d.retryAfterSeconds]));
    expect(waits).toHaveLength(7);
    for (const wait of waits) expect([1, 2]).toContain(wait);
    // Another key has its own window; refused posts did not count, so once the window passes all five come back.
    expect(await a.rateHit(`${key}-other`, limit)).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 1600));
    const again = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? b : a).rateHit(key, limit)));
    expect(again.filter((d) => d.ok)).toHaveLength(5);
  });

  it('admits a post in one step: counted with the rate limit, stored unless refused, and a repeated key answers the first receipt', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    const key = `contact ${Math.random().toString(36).slice(2)}`;
    const posts = Array.from({ length: 8 }, () => contact());
    const admissions = await Promise.all(posts.map((post, i) => (i % 2 ? a : b).admit(key, limit, post)));
    const stored = admissions.flatMap((x) => (x.ok ? [x.stored] : []));
    expect(stored).toHaveLength(3);
    expect(stored.every((x) => x.created)).toBe(true);
    for (const x of admissions) if (!x.ok) expect(x.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    // Refused posts were not stored: only the three admitted are due for a notification.
    expect((await deliverAll([a, b], () => Promise.resolve({ ok: true }))).sort((x, y) => x - y)).toEqual(
      stored.map((x) => x.id).sort((x, y) => x - y),
    );
    // A retry with the first post's key, under another client's limit: counted, not stored again, same answer.
    const first = posts[admissions.findIndex((x) => x.ok)] as NewSubmission;
    const retryKey = `${key}-retry`;
    const retries = await Promise.all([a.admit(retryKey, limit, first), b.admit(retryKey, limit, first)]);
    for (const retry of retries) expect(retry).toEqual({ ok: true, stored: { ...stored[0], created: false } });
    expect(await a.rateHit(retryKey, limit)).toEqual({ ok: true });
    expect(await a.rateHit(retryKey, limit)).toMatchObject({ ok: false });
    // A spam post is admitted and stored without a notification.
    const spam = await b.admit(`${key}-spam`, limit, contact({ spam: true }));
    expect(spam).toMatchObject({ ok: true, stored: { created: true } });
    expect(await deliverAll([a, b], () => Promise.resolve({ ok: true }))).toEqual([]);
  });

  it('sends each notification once with two workers at it, and tries a failed one again when it is due', async () => {
    const ids = (await Promise.all(Array.from({ length: 30 }, () => a.insert(contact())))).map((x) => x.id).sort((x, y) => x - y);
    const failOnce = new Set(ids.slice(0, 3));
    const sent = await deliverAll([a, b], async (row) => {
      await new Promise((r) => setTimeout(r, 2)); // a transport takes a moment: the workers overlap
      if (failOnce.delete(row.id)) return { ok: false, error: 'mail server down', retryAt: Date.now() + 60_000 };
      return { ok: true };
    });
    expect([...sent].sort((x, y) => x - y)).toEqual(ids); // each once: the three failures too, not yet again
    // Not due yet: nothing more now; due later: the three again, with their attempt counted.
    expect(await deliverAll([a, b], () => Promise.resolve({ ok: true }))).toEqual([]);
    const retried: DueRow[] = [];
    while ((await b.deliverDue(Date.now() + 120_000, 10, (row) => (retried.push(row), Promise.resolve({ ok: true })))) > 0);
    expect(retried.map((r) => [r.id, r.attempts]).sort()).toEqual(
      ids
        .slice(0, 3)
        .map((id) => [id, 1])
        .sort(),
    );
  });
});
