import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type HydrationState } from 'react-router';
import type { AppData } from '../data/payload.ts';
import { BODY_ATTRIBUTE, putBodiesBack } from '../data/body-in-document.ts';

/** Reads the JSON the server embedded, with the post body it left out read back from the page. */
export function readAppData(): AppData {
  const el = document.getElementById('app-data');
  if (!el?.textContent) throw new Error('Missing #app-data: the page was not rendered by the site build');
  const appData = JSON.parse(el.textContent) as AppData;
  putBodiesBack(appData.loaderData, appData.bodyInDocument ?? [], document.querySelector(`[${BODY_ATTRIBUTE}]`)?.innerHTML);
  return appData;
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
