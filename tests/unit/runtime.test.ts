// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, type ProgressTimers } from '../../src/client/runtime/progress.ts';
import { canPrefetch } from '../../src/client/runtime/prefetch-policy.ts';
import { createPrefetchQueue, type PrefetchPriority, type PrefetchQueueOptions } from '../../src/client/runtime/prefetch-queue.ts';
import { createPrefetchScheduler, type PrefetchSchedulerOptions } from '../../src/client/runtime/prefetch-scheduler.ts';
import {
  ChunkLoadError,
  guardChunkImport,
  reloadForChunkError,
  withChunkTimeout,
  type ReloadEnv,
} from '../../src/client/runtime/chunk-guard.ts';

const fakeTimers = (): ProgressTimers => ({
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as number),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as number),
  now: () => Date.now(),
});

describe('progress bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const bar = () => ({ start: vi.fn(), set: vi.fn(), done: vi.fn() });

  it('does not appear when loading finishes within 200 ms', () => {
    const b = bar();
    const p = createProgress(b, fakeTimers());
    p.start();
    vi.advanceTimersByTime(199);
    p.done();
    vi.advanceTimersByTime(1000);
    expect(b.start).not.toHaveBeenCalled();
    expect(b.done).not.toHaveBeenCalled();
  });

  it('appears after 200 ms, trickles towards 90 % over 5 s, and stays at least 200 ms', () => {
    const b = bar();
    const p = createProgress(b, fakeTimers());
    p.start();
    vi.advanceTimersByTime(200);
    expect(b.start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    const last = b.set.mock.calls.at(-1)?.[0] as number;
    expect(last).toBeGreaterThan(0.8);
    expect(last).toBeLessThanOrEqual(0.9);
    p.done();
    expect(b.done).toHaveBeenCalledTimes(1);
  });

  it('keeps a just-shown bar for the minimum time before finishing', () => {
    const b = bar();
    const p = createProgress(b, fakeTimers());
    p.start();
    vi.advanceTimersByTime(250); // shown 50 ms ago
    p.done();
    expect(b.done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(150);
    expect(b.done).toHaveBeenCalledTimes(1);
  });

  it('marks a failed load', () => {
    const p = createProgress(bar(), fakeTimers());
    p.start();
    vi.advanceTimersByTime(600);
    p.done(true);
    expect(document.documentElement.classList.contains('nprogress-failed')).toBe(true);
    p.start();
    expect(document.documentElement.classList.contains('nprogress-failed')).toBe(false);
  });
});

describe('prefetch policy', () => {
  it('prefetches online on a good connection, never offline, on 2g or with data saver', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g' } })).toBe(true);
    expect(canPrefetch({ onLine: false })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: true } })).toBe(false);
  });
});

describe('chunk-load guard', () => {
  const env = (start: number) => {
    const store = new Map<string, string>();
    let now = start;
    const reload = vi.fn();
    const e: ReloadEnv = {
      storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
      now: () => now,
      reload,
    };
    return { e, reload, advance: (ms: number) => (now += ms) };
  };

  it('reloads once, then not again within 60 s, then again after', () => {
    const { e, reload, advance } = env(1_000_000);
    expect(reloadForChunkError(e)).toBe(true);
    advance(59_000);
    expect(reloadForChunkError(e)).toBe(false);
    advance(2_000);
    expect(reloadForChunkError(e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('turns a second failure within the window into a clear error', async () => {
    const { e, reload } = env(1_000_000);
    const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));
    void guardChunkImport(failing, e); // first failure: reload (the promise never settles)
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(guardChunkImport(failing, e)).rejects.toThrow(/could not be loaded/);
  });

  it('leaves other errors alone', async () => {
    const { e, reload } = env(0);
    await expect(guardChunkImport(() => Promise.reject(new Error('boom')), e)).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });

  it('fails a chunk that has not loaded within the time-out', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(() => new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});

/** Tasks that stay in flight until the test settles them, recording the order they started in. */
function controlledTasks() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const task = (key: string, priority: PrefetchPriority = 'idle') => ({
    key,
    priority,
    run: () => {
      started.push(key);
      return new Promise<void>((resolve) => pending.set(key, resolve));
    },
  });
  const settle = async (key: string) => {
    pending.get(key)?.();
    pending.delete(key);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  };
  return { started, pending, task, settle };
}

describe('prefetch queue', () => {
  const queueWith = (over: Partial<PrefetchQueueOptions> = {}) =>
    createPrefetchQueue({ maxInFlight: 2, maxQueued: 3, ready: () => true, wanted: () => true, ...over });

  it('keeps at most two in flight and starts the next when one settles', async () => {
    const { started, task, settle } = controlledTasks();
    const q = queueWith();
    for (const key of ['a', 'b', 'c']) q.push(task(key));
    expect(started).toEqual(['a', 'b']);
    expect(q.inFlight).toBe(2);
    await settle('a');
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('puts intent ahead of visible links, the newest intent first, and raises a waiting link to intent', async () => {
    const { started, task, settle } = controlledTasks();
    const q = queueWith({ maxQueued: 10 });
    for (const key of ['busy1', 'busy2', 'v1', 'v2']) q.push(task(key));
    q.push(task('hover', 'intent'));
    q.push(task('focus', 'intent'));
    q.push(task('v2', 'intent'));
    q.push(task('v1')); // already waiting: no second copy
    for (const key of ['busy1', 'busy2', 'v2', 'focus', 'hover']) await settle(key);
    expect(started).toEqual(['busy1', 'busy2', 'v2', 'focus', 'hover', 'v1']);
  });

  it('is bounded: a visible link goes before any intent, the oldest intent before a newer one', () => {
    const { task } = controlledTasks();
    const q = queueWith({ ready: () => false, maxQueued: 3 });
    q.push(task('v1'));
    q.push(task('i1', 'intent'));
    q.push(task('i2', 'intent'));
    q.push(task('i3', 'intent'));
    expect(q.has('v1')).toBe(false);
    q.push(task('i4', 'intent'));
    expect([q.has('i1'), q.has('i2'), q.has('i3'), q.has('i4')]).toEqual([false, true, true, true]);
    expect(q.waiting).toBe(3);
  });

  it('starts nothing until ready, and drops what is no longer wanted when its turn comes', () => {
    const { started, task } = controlledTasks();
    let ready = false;
    const q = queueWith({ ready: () => ready, wanted: (t) => t.key !== 'gone' });
    q.push(task('gone', 'intent'));
    q.push(task('a'));
    expect(started).toEqual([]);
    ready = true;
    q.pump();
    expect(started).toEqual(['a']);
    expect(q.has('gone')).toBe(false);
  });
});

describe('prefetch scheduler', () => {
  /** IntersectionObserver stand-in: the test says which links are in view. */
  class FakeObserver {
    static current: FakeObserver | undefined;
    readonly watched = new Set<Element>();
    readonly callback: (entries: Partial<IntersectionObserverEntry>[]) => void;
    constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
      this.callback = callback;
      FakeObserver.current = this;
    }
    observe(el: Element) {
      this.watched.add(el);
    }
    unobserve(el: Element) {
      this.watched.delete(el);
    }
    disconnect() {
      this.watched.clear();
    }
    show(els: Element[], isIntersecting = true) {
      this.callback(els.map((target) => ({ target, isIntersecting })));
    }
  }

  function setup(over: Partial<PrefetchSchedulerOptions> = {}) {
    document.body.innerHTML = `<header><a href="/hover">h</a></header><main>${Array.from({ length: 8 }, (_, i) => `<a href="/l${i}"><span>l${i}</span></a>`).join('')}</main>`;
    const { started, pending, settle } = controlledTasks();
    const load: (() => void)[] = [];
    const idle: (() => void)[] = [];
    let navigating = false;
    let allowed = true;
    const scheduler = createPrefetchScheduler({
      resolve: (a) => ({
        key: new URL(a.href).pathname,
        run: () => (started.push(new URL(a.href).pathname), new Promise<void>((r) => pending.set(new URL(a.href).pathname, r))),
      }),
      allowed: () => allowed,
      needed: (key) => !started.includes(key),
      isNavigating: () => navigating,
      whenLoaded: (fn) => load.push(fn),
      whenIdle: (fn) => idle.push(fn),
      ...over,
    });
    scheduler.start();
    scheduler.observeLinks();
    const links = [...document.querySelectorAll('main a')];
    return {
      started,
      settle,
      scheduler,
      links,
      link: (href: string) => document.querySelector(`a[href="${href}"]`) as HTMLAnchorElement,
      fireLoad: () => load.splice(0).forEach((fn) => fn()),
      runIdle: () => idle.splice(0).forEach((fn) => fn()),
      idlePending: () => idle.length,
      setNavigating: (v: boolean) => (navigating = v),
      setAllowed: (v: boolean) => (allowed = v),
    };
  }
  const over = (el: Element, relatedTarget: EventTarget | null = null) =>
    el.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget }));
  const out = (el: Element, relatedTarget: EventTarget | null = null) =>
    el.dispatchEvent(new MouseEvent('pointerout', { bubbles: true, relatedTarget }));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('prefetches nothing before the load event, then serves the intent shown meanwhile', () => {
    const s = setup();
    FakeObserver.current?.show(s.links);
    s.link('/l3').focus();
    over(s.link('/hover'));
    vi.advanceTimersByTime(500);
    s.runIdle();
    expect(s.started).toEqual([]);
    s.fireLoad();
    expect(s.started).toEqual(['/hover', '/l3']);
  });

  it('prefetches a hovered link after 65 ms, and not one the pointer only passed over', () => {
    const s = setup();
    s.fireLoad();
    over(s.link('/l1'));
    vi.advanceTimersByTime(40);
    out(s.link('/l1'), s.link('/l2'));
    over(s.link('/l2'), s.link('/l1'));
    vi.advanceTimersByTime(64);
    expect(s.started).toEqual([]);
    // Moving onto the link's own text keeps the hover.
    const text = s.link('/l2').querySelector('span') as Element;
    out(s.link('/l2'), text);
    over(text, s.link('/l2'));
    vi.advanceTimersByTime(1);
    expect(s.started).toEqual(['/l2']);
    vi.advanceTimersByTime(1000);
    expect(s.started).toEqual(['/l2']);
  });

  it('prefetches at once on focus, touch and press, without waiting for idle time', () => {
    const s = setup();
    s.fireLoad();
    s.link('/l0').dispatchEvent(new Event('touchstart', { bubbles: true }));
    s.link('/l1').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    expect(s.started).toEqual(['/l0', '/l1']);
    s.link('/l2').focus(); // both slots busy: it waits for one
    expect(s.started).toEqual(['/l0', '/l1']);
  });

  it('prefetches links in view only at idle time, three per idle period, skipping links scrolled past', async () => {
    const s = setup();
    s.fireLoad();
    FakeObserver.current?.show(s.links);
    FakeObserver.current?.show([s.links[1] as Element], false);
    expect(s.started).toEqual([]);
    s.runIdle();
    expect(s.started).toEqual(['/l0', '/l2']); // a third waits for a slot
    expect(s.idlePending()).toBe(0); // no new batch while these are under way
    for (const key of ['/l0', '/l2', '/l3']) await s.settle(key);
    s.runIdle();
    expect(s.started).toEqual(['/l0', '/l2', '/l3', '/l4', '/l5']);
  });

  it('starts nothing while a navigation is loading, and nothing when the policy says no', () => {
    const s = setup();
    s.fireLoad();
    FakeObserver.current?.show(s.links);
    s.setNavigating(true);
    s.runIdle();
    s.link('/l4').focus();
    expect(s.started).toEqual([]);
    s.setNavigating(false);
    s.setAllowed(false);
    s.scheduler.observeLinks();
    FakeObserver.current?.show(s.links);
    s.runIdle();
    s.link('/l5').focus();
    over(s.link('/hover'));
    vi.advanceTimersByTime(100);
    expect(s.started).toEqual([]);
  });
});
