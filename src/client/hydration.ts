import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router-dom';
import type { AppData } from '../data/payload.ts';

/** Reads the JSON the server embedded and rebuilds React Router's hydration state. */
export function readAppData(): AppData {
  const el = document.getElementById('app-data');
  if (!el?.textContent) throw new Error('Missing #app-data: the page was not rendered by the site build');
  return JSON.parse(el.textContent) as AppData;
}

export function toHydrationState(appData: AppData): HydrationState {
  const errors = appData.errors
    ? Object.fromEntries(
        Object.entries(appData.errors).map(([id, e]) => [
          id,
          e.type === 'response' ? new ErrorResponseImpl(e.status, e.statusText, e.data) : new Error(e.message),
        ]),
      )
    : null;
  return { loaderData: appData.loaderData, actionData: null, errors };
}
