/**
 * The visitor's choice for one category as a React value. Apart from
 * consent-state.ts so that the page's first script, which reads the choices
 * before React is loaded (src/client/intent.ts), does not bring React with it.
 */
import { useSyncExternalStore } from 'react';
import { hasAccepted, subscribeConsent, type ConsentCategory } from './consent-state.ts';

/** Whether a category is accepted; false on the server and before hydration. */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasAccepted(category),
    () => false,
  );
}
