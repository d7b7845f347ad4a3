/**
 * The publish queue: one publish at a time, everything arriving meanwhile
 * merged into one follow-up, a burst of webhooks gathered into one publish,
 * and failed publishes retried with every failed target kept.
 */
import { describe, expect, it } from 'vitest';
import { createPublishQueue, type PublishOutcome, type TargetKey } from '../../server/publish/queue.ts';

const outcome: PublishOutcome = { result: 'published', rendered: 1, removed: 0, entries: [], phases: {} };
const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('publish queue', () => {
  it('runs one publish at a time and merges what arrives meanwhile into one follow-up', async () => {
    const runs: TargetKey[][] = [];
    let release: () => void = () => {};
    const queue = createPublishQueue({
      gatherMs: 10,
      run: async (targets) => {
        runs.push(targets);
        if (runs.length === 1) await new Promise<void>((r) => (release = r));
        return outcome;
      },
    });
    const first = queue.request('webhook', ['news/a']);
    await tick(30);
    expect(queue.records()[0]).toMatchObject({ id: first.id, state: 'running' });
    const followUps = new Set(Array.from({ length: 50 }, (_, i) => queue.request('webhook', [`news/e${i % 7}`]).id));
    expect(followUps.size).toBe(1);
    release();
    await tick(30);
    await queue.idle();
    expect(runs).toHaveLength(2);
    expect(runs[1]?.sort()).toEqual(['news/e0', 'news/e1', 'news/e2', 'news/e3', 'news/e4', 'news/e5', 'news/e6']);
  });

  it('gathers a burst of webhooks into one publish', async () => {
    const runs: TargetKey[][] = [];
    const queue = createPublishQueue({ gatherMs: 50, run: async (targets) => (runs.push(targets), outcome) });
    for (const id of ['a', 'b', 'c']) {
      queue.request('webhook', [`news/${id}`]);
      await tick(5);
    }
    await tick(80);
    await queue.idle();
    expect(runs).toEqual([['news/a', 'news/b', 'news/c']]);
  });

  it('starts a publish within the longest gathering time however long a burst goes on', async () => {
    const runs: TargetKey[][] = [];
    const queue = createPublishQueue({
      gatherMs: 50,
      maxGatherMs: 150,
      run: async (targets) => (runs.push(targets), outcome),
    });
    const sent: string[] = [];
    for (let i = 0; i < 30; i++) {
      sent.push(`news/e${i}`);
      queue.request('webhook', [`news/e${i}`]);
      await tick(20);
    }
    const startedDuringBurst = runs.length;
    await tick(100);
    await queue.idle();
    expect(startedDuringBurst).toBeGreaterThan(0);
    expect(runs.flat().sort()).toEqual(sent.sort());
    expect(runs.length).toBeLessThan(sent.length / 2);
  });

  it('retries failed publishes with back-off, keeping every failed target', async () => {
    const runs: TargetKey[][] = [];
    const queue = createPublishQueue({
      gatherMs: 1,
      retryDelaysMs: [40],
      run: async (targets) => {
        runs.push(targets);
        if (runs.length <= 2) throw new Error(`CMS 503 (${runs.length})`);
        return outcome;
      },
    });
    queue.request('webhook', ['news/a']);
    await tick(10);
    queue.request('webhook', ['news/b']);
    await tick(150);
    await queue.idle();
    expect(runs.at(-1)?.sort()).toEqual(['news/a', 'news/b']);
    const records = queue.records();
    expect(records.filter((r) => r.state === 'failed').map((r) => r.error)).toEqual(['CMS 503 (2)', 'CMS 503 (1)']);
    expect(records[0]).toMatchObject({ trigger: 'retry', state: 'done' });
    queue.close();
  });
});
