/**
 * The prefetch queue: a few prefetches at a time, intent (hover, focus,
 * touch) ahead of links that are merely visible, and a short backlog, so a
 * long scroll cannot pile up requests that compete with what the visitor
 * actually asks for.
 */
export type PrefetchPriority = 'intent' | 'idle';

export interface PrefetchTask {
  /** One task per key (the link's pathname): a second push of the same key only raises its priority. */
  key: string;
  priority: PrefetchPriority;
  /** Starts the requests; settles when they are done, so the slot is busy as long as the network is. */
  run: () => Promise<unknown>;
}

export interface PrefetchQueueOptions {
  maxInFlight: number;
  maxQueued: number;
  /** Whether tasks may start now (page loaded, no navigation in progress); if not they wait for `pump()`. */
  ready: () => boolean;
  /** Checked again just before a task starts (still online, not fetched meanwhile): if not, it is dropped. */
  wanted: (task: PrefetchTask) => boolean;
  /** After a task settled and the freed slot was refilled. */
  onSettled?: () => void;
}

export interface PrefetchQueue {
  push(task: PrefetchTask): void;
  /** Starts waiting tasks while slots are free and `ready()` holds. */
  pump(): void;
  /** Forgets waiting tasks of one priority (e.g. the previous page's visible links). */
  drop(priority: PrefetchPriority): void;
  has(key: string): boolean;
  readonly waiting: number;
  readonly inFlight: number;
}

export function createPrefetchQueue(opts: PrefetchQueueOptions): PrefetchQueue {
  const waiting: PrefetchTask[] = [];
  const running = new Set<string>();

  function start(task: PrefetchTask): void {
    running.add(task.key);
    let settled: Promise<unknown>;
    try {
      settled = task.run();
    } catch (error) {
      settled = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    void settled
      .catch(() => undefined) // A failed prefetch only means the navigation fetches for itself.
      .then(() => {
        running.delete(task.key);
        pump();
        opts.onSettled?.();
      });
  }

  function pump(): void {
    while (running.size < opts.maxInFlight && waiting.length > 0 && opts.ready()) {
      const task = waiting.shift();
      if (task && opts.wanted(task)) start(task);
    }
  }

  return {
    push(task) {
      if (running.has(task.key)) return;
      const at = waiting.findIndex((t) => t.key === task.key);
      if (at >= 0) {
        if (task.priority === 'idle') return;
        waiting.splice(at, 1);
      }
      // The newest intent is the likeliest next click: it goes first. Visible links wait in page order.
      if (task.priority === 'intent') waiting.unshift(task);
      else waiting.push(task);
      // Over the bound, the last task goes: a visible link before any intent, the oldest intent before a newer one.
      waiting.splice(opts.maxQueued);
      pump();
    },
    pump,
    drop(priority) {
      for (let i = waiting.length - 1; i >= 0; i -= 1) if (waiting[i]?.priority === priority) waiting.splice(i, 1);
    },
    has: (key) => running.has(key) || waiting.some((t) => t.key === key),
    get waiting() {
      return waiting.length;
    },
    get inFlight() {
      return running.size;
    },
  };
}
