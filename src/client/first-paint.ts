/**
 * Runs `fn` once the browser has painted a frame: a frame callback runs just
 * before the paint, and a task queued from it runs after. A hidden tab paints
 * nothing (and runs no frame callbacks), so there `fn` runs at once.
 */
export function afterFirstPaint(fn: () => void): void {
  if (document.visibilityState === 'hidden') {
    fn();
    return;
  }
  requestAnimationFrame(() => setTimeout(fn, 0));
}
