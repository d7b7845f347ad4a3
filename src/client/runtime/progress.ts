/**
 * The thin progress bar for page loads (spec §2, §9): it appears only when a
 * load takes longer than 200 ms, creeps towards the end over 5000 ms, stays
 * at least 200 ms once shown, and hides 500 ms after finishing. A failed load
 * ends in a distinct (red) state.
 */
import NProgress from 'nprogress';
import { PROGRESS_DURATION_MS, PROGRESS_HIDE_AFTER_MS, PROGRESS_MIN_VISIBLE_MS, PROGRESS_START_DELAY_MS } from './constants.ts';

const FAILED_CLASS = 'nprogress-failed';
const TICK_MS = 100;

export interface ProgressTimers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  setInterval: (fn: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
  now: () => number;
}

const browserTimers: ProgressTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  setInterval: (fn, ms) => window.setInterval(fn, ms),
  clearInterval: (id) => window.clearInterval(id as number),
  now: () => performance.now(),
};

export function createProgress(bar: Pick<typeof NProgress, 'start' | 'set' | 'done'> = NProgress, timers: ProgressTimers = browserTimers) {
  let pending: unknown;
  let trickle: unknown;
  let shownAt: number | undefined;

  const stopTimers = () => {
    timers.clearTimeout(pending);
    timers.clearInterval(trickle);
    pending = trickle = undefined;
  };

  return {
    start(): void {
      if (pending !== undefined || shownAt !== undefined) return;
      document.documentElement.classList.remove(FAILED_CLASS);
      pending = timers.setTimeout(() => {
        pending = undefined;
        shownAt = timers.now();
        bar.start();
        // Ease towards 90 % over the duration; the last stretch waits for the real end.
        trickle = timers.setInterval(() => {
          const elapsed = timers.now() - (shownAt ?? timers.now());
          bar.set(Math.min(0.9, 0.08 + 0.82 * (1 - Math.exp((-3 * elapsed) / PROGRESS_DURATION_MS))));
        }, TICK_MS);
      }, PROGRESS_START_DELAY_MS);
    },
    done(failed = false): void {
      if (shownAt === undefined) {
        stopTimers(); // Fast load: the bar never appeared.
        return;
      }
      const visibleFor = timers.now() - shownAt;
      const finish = () => {
        stopTimers();
        shownAt = undefined;
        if (failed) document.documentElement.classList.add(FAILED_CLASS);
        bar.done();
      };
      if (visibleFor >= PROGRESS_MIN_VISIBLE_MS) finish();
      else {
        timers.clearInterval(trickle);
        pending = timers.setTimeout(finish, PROGRESS_MIN_VISIBLE_MS - visibleFor);
      }
    },
  };
}

/** nprogress animates its own fade-out over `speed`: that is the 500 ms hide. */
export function configureProgressBar(): void {
  NProgress.configure({
    showSpinner: false,
    trickle: false,
    speed: PROGRESS_HIDE_AFTER_MS,
    minimum: 0.08,
    // The default template has role="bar", which is not an ARIA role; the bar is decorative (main has aria-busy).
    template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
    barSelector: '.bar',
  });
}

let shared: ReturnType<typeof createProgress> | undefined;

/**
 * The page's one bar, shared by the router (navigation-progress.ts) and the
 * link clicked before the app had started (src/client/intent.ts), which
 * starts it first: the router's start is then no start at all, its end ends it.
 */
export function pageProgress(): ReturnType<typeof createProgress> {
  if (!shared) {
    configureProgressBar();
    shared = createProgress();
  }
  return shared;
}
