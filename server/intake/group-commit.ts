/**
 * Group commit: every write requested during one event-loop turn runs in one
 * transaction, so one fsync (synchronous=FULL) makes a whole burst durable
 * instead of one fsync per submission. Each job runs in its own savepoint
 * (use `db.transaction` inside it) so one job's failure does not undo the
 * others; a failed commit rejects them all. Promises settle only after the
 * commit returned, i.e. once the rows are on disk.
 */
import type { Db } from './db.ts';

interface Job {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export type Commit = <T>(job: () => T) => Promise<T>;

export function createGroupCommit(db: Db): Commit {
  let queue: Job[] = [];

  function flush(): void {
    const batch = queue;
    queue = [];
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      db.transaction(() => {
        for (const job of batch) {
          try {
            outcomes.push({ ok: true, value: job.run() });
          } catch (error) {
            outcomes.push({ ok: false, error });
          }
        }
      })();
    } catch (error) {
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) job.resolve(outcome.value);
      else job.reject(outcome?.error);
    });
  }

  return <T>(run: () => T) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      // setImmediate runs after the poll phase: every request read in this turn joins the batch.
      if (queue.length === 1) setImmediate(flush);
    });
}
