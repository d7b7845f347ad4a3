/**
 * Bounded fuzzing of the production server (the real build, the real
 * server/main.ts the other end-to-end tests use): 2,400 generated hostile
 * request targets and headers, and 300+ malformed form posts. No answer may
 * be a 5xx, every answer carries the security headers, and nothing a post
 * was refused for is stored.
 */
import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { fuzzPosts, fuzzRequests } from '../helpers/fuzz-requests.ts';
import { ask, raw, rawHeader, type RawAnswer } from '../helpers/http-client.ts';

const port = () => Number(new URL(test.info().project.use.baseURL ?? '').port);

/** Runs `tasks` `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) results.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  return results;
}

function problems(label: string, answer: RawAnswer): string[] {
  const found: string[] = [];
  if (answer.status === 0) found.push(`${label}: no answer`);
  if (answer.status >= 500) found.push(`${label}: ${answer.status}`);
  for (const name of ['strict-transport-security', 'content-security-policy', 'x-content-type-options', 'cross-origin-resource-policy']) {
    if (answer.status > 0 && !rawHeader(answer, name)) found.push(`${label}: ${answer.status} without ${name}`);
  }
  return found;
}

test('2,400 hostile request targets and headers: no 5xx, security headers on every answer', async () => {
  test.setTimeout(120_000);
  const requests = fuzzRequests(20261123, 2400);
  const answers = await inBatches(requests, 16, async (r) => ({ label: r.label, answer: await raw(port(), r.text, 10_000) }));
  const found = answers.flatMap(({ label, answer }) => problems(label, answer));
  expect(found.slice(0, 20)).toEqual([]);
  const statuses = new Map<number, number>();
  for (const { answer } of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  // The mutations must reach the site, not only Node's parser: plenty of pages, redirects and 404s among the 400s.
  for (const status of [200, 308, 400, 404]) expect(statuses.get(status) ?? 0, `answers with ${status}`).toBeGreaterThan(50);
});

test('330 malformed form posts: each refused with a 4xx, none stored', async () => {
  test.setTimeout(60_000);
  const marker = `FUZZ${randomBytes(6).toString('hex')}`;
  const posts = fuzzPosts(1123, 330, marker);
  const answers = await inBatches(posts, 8, async (p) => ({
    label: p.label,
    answer: await ask(port(), p.path, { method: p.method, headers: p.headers, body: p.body }),
  }));
  const wrong = answers
    .filter(({ answer }) => answer.status < 400 || answer.status >= 500)
    .map(({ label, answer }) => `${label}: ${answer.status} ${answer.body.toString().slice(0, 80)}`);
  expect(wrong.slice(0, 20)).toEqual([]);
  for (const status of [400, 403, 404, 405, 413, 415, 422])
    expect(
      answers.some(({ answer }) => answer.status === status),
      `some ${status}`,
    ).toBe(true);
  // The server's own database: no row, spam or not, carries anything a refused post sent.
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '.cache/e2e-data', 'forms.sqlite'), { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare('SELECT COUNT(*) FROM submissions WHERE data LIKE ?').pluck().get(`%${marker}%`)).toBe(0);
  } finally {
    db.close();
  }
});
