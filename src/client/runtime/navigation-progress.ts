import type { createBrowserRouter } from 'react-router';
import { pageProgress } from './progress.ts';

type DataRouter = ReturnType<typeof createBrowserRouter>;

/** Drives the progress bar from the router: loading and submitting count, errors end it red. */
export function attachNavigationProgress(router: DataRouter): () => void {
  const progress = pageProgress();
  let busy = false;
  return router.subscribe((state) => {
    const nowBusy = state.navigation.state !== 'idle';
    if (nowBusy && !busy) progress.start();
    if (!nowBusy && busy) progress.done(state.errors !== null);
    busy = nowBusy;
    document.getElementById('main')?.setAttribute('aria-busy', String(nowBusy));
  });
}
