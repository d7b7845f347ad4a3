/**
 * When links are prefetched. Nothing before the page's `load` event: the
 * first page's own requests come first. Then intent (hover after a short
 * pause, focus, touch or press) at once, and links that are in view only
 * when the main thread is idle, a few per idle period, never while a
 * navigation is loading. The queue caps what is in flight.
 */
import { PREFETCH_HOVER_DELAY_MS, PREFETCH_MAX_IN_FLIGHT, PREFETCH_MAX_QUEUED, PREFETCH_VIEWPORT_PER_IDLE } from './constants.ts';
import { createPrefetchQueue, type PrefetchPriority } from './prefetch-queue.ts';

export interface PrefetchTarget {
  key: string;
  run: () => Promise<unknown>;
}

export interface PrefetchSchedulerOptions {
  /** What a link would prefetch; undefined for links that are not prefetched (external, downloads, …). */
  resolve: (anchor: HTMLAnchorElement) => PrefetchTarget | undefined;
  /** The network policy (offline, 2g, data saver), asked again before each request starts. */
  allowed: () => boolean;
  /** Whether a key still needs fetching (not the page shown, not fetched already). */
  needed: (key: string) => boolean;
  isNavigating: () => boolean;
  /** Calls back once, after the page's load event. */
  whenLoaded: (fn: () => void) => void;
  /** Calls back when the main thread is idle. */
  whenIdle: (fn: () => void) => void;
  /** The links watched for being in view. */
  linkSelector?: string;
}

export function createPrefetchScheduler(o: PrefetchSchedulerOptions) {
  let loaded = false;
  const queue = createPrefetchQueue({
    maxInFlight: PREFETCH_MAX_IN_FLIGHT,
    maxQueued: PREFETCH_MAX_QUEUED,
    ready: () => loaded && !o.isNavigating(),
    wanted: (task) => o.allowed() && o.needed(task.key),
    onSettled: () => scheduleViewport(),
  });

  function request(anchor: HTMLAnchorElement, priority: PrefetchPriority): boolean {
    if (!o.allowed()) return false;
    const target = o.resolve(anchor);
    if (!target || !o.needed(target.key) || (priority === 'idle' && queue.has(target.key))) return false;
    queue.push({ ...target, priority });
    return true;
  }

  const anchorOf = (event: Event): HTMLAnchorElement | undefined => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    return anchor instanceof HTMLAnchorElement ? anchor : undefined;
  };

  // Hover: only a pointer that rests on the link, not one passing over it.
  let hover: { anchor: HTMLAnchorElement; timer: ReturnType<typeof setTimeout> } | undefined;
  const cancelHover = () => {
    if (hover) clearTimeout(hover.timer);
    hover = undefined;
  };
  const onPointerOver = (event: Event) => {
    const anchor = anchorOf(event);
    if (!anchor || hover?.anchor === anchor) return;
    cancelHover();
    const timer = setTimeout(() => {
      hover = undefined;
      request(anchor, 'intent');
    }, PREFETCH_HOVER_DELAY_MS);
    hover = { anchor, timer };
  };
  const onPointerOut = (event: Event) => {
    const to = (event as MouseEvent).relatedTarget;
    if (hover && anchorOf(event) === hover.anchor && !(to instanceof Node && hover.anchor.contains(to))) cancelHover();
  };
  // Focus, touch and press: the visitor is about to follow the link.
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event);
    if (anchor) request(anchor, 'intent');
  };

  // Links in view right now; a link scrolled past is forgotten, so a fast scroll prefetches nothing it skipped.
  const visible = new Set<HTMLAnchorElement>();
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const anchor = entry.target as HTMLAnchorElement;
            if (entry.isIntersecting) visible.add(anchor);
            else visible.delete(anchor);
          }
          scheduleViewport();
        })
      : undefined;

  let idlePending = false;
  /** One idle batch at a time, and only when the queue has nothing left: intent never waits behind it. */
  function scheduleViewport(): void {
    if (!loaded || idlePending || visible.size === 0 || queue.waiting > 0 || queue.inFlight > 0) return;
    idlePending = true;
    o.whenIdle(() => {
      idlePending = false;
      if (o.isNavigating() || !o.allowed()) return; // After a navigation observeLinks() starts over.
      let taken = 0;
      for (const anchor of visible) {
        if (taken >= PREFETCH_VIEWPORT_PER_IDLE) break;
        visible.delete(anchor);
        if (anchor.isConnected && request(anchor, 'idle')) taken += 1;
      }
    });
  }

  return {
    start(): void {
      document.addEventListener('pointerover', onPointerOver, { passive: true });
      document.addEventListener('pointerout', onPointerOut, { passive: true });
      document.addEventListener('focusin', onIntent);
      document.addEventListener('pointerdown', onIntent, { passive: true });
      document.addEventListener('touchstart', onIntent, { passive: true });
      o.whenLoaded(() => {
        loaded = true;
        queue.pump();
        scheduleViewport();
      });
    },
    /** Watch the links of the page now shown (call after each navigation). */
    observeLinks(): void {
      queue.drop('idle');
      queue.pump(); // Intent that waited for the navigation to finish.
      if (!observer) return;
      observer.disconnect();
      visible.clear();
      document.querySelectorAll<HTMLAnchorElement>(o.linkSelector ?? 'main a[href^="/"]').forEach((a) => observer.observe(a));
    },
  };
}
