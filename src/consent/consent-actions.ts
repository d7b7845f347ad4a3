/**
 * What visitors do with their consent from the page (the footer's settings, the map's button), through the
 * preferences dialog (consent-ui.ts, loaded on first use: vanilla-cookieconsent stays out of the first load).
 * The banner's own buttons: consent-bar.ts.
 */
import type { ConsentCategory } from './consent-state.ts';

const loadUi = () => import('./consent-ui.ts');

/** Footer link "Cookie settings": opens the preferences dialog. */
export function openConsentSettings(): void {
  void loadUi().then((ui) => ui.showSettings());
}

/** Accepts one more category (e.g. from the map's "show map" button). */
export function grantConsent(category: ConsentCategory): void {
  void loadUi().then((ui) => ui.grant(category));
}
