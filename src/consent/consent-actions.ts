/**
 * What visitors do with their consent, through the banner and dialog (consent-ui.ts, loaded on first use:
 * vanilla-cookieconsent stays out of the first load). Apart from consent-state.ts, which the UI itself reads.
 */
import { consentDecision, type ConsentCategory } from './consent-state.ts';

const loadUi = () => import('./consent-ui.ts');

/** Footer link "Cookie settings": opens the preferences dialog. */
export function openConsentSettings(): void {
  void loadUi().then((ui) => ui.showSettings());
}

/** Accepts one more category (e.g. from the map's "show map" button). */
export function grantConsent(category: ConsentCategory): void {
  void loadUi().then((ui) => ui.grant(category));
}

/** After hydration: ask for consent (banner) only when there is no decision yet. */
export function startConsent(): void {
  if (consentDecision() === undefined) void loadUi().then((ui) => ui.ensureStarted());
}
