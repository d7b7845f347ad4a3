// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress, type ProgressTimers } from '../../src/client/runtime/progress.ts';
import { canPrefetch } from '../../src/client/runtime/prefetch-policy.ts';
import { ChunkLoadError, guardChunkImport, reloadForChunkError, withChunkTimeout, type ReloadEnv } from '../../src/client/runtime/chunk-guard.ts';

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
    const e: ReloadEnv = { storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) }, now: () => now, reload };
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
