/**
 * The pre-rendered consent banner's behaviour (src/consent/banner.ts draws it). Part of the page's entry, so no
 * library and no React: its buttons load the consent UI (vanilla-cookieconsent, consent-ui.ts) when pressed,
 * and the banner goes once the visitor has decided, there or in the preferences dialog.
 */
import { ASK_ATTRIBUTE, consentDecision, subscribeConsent, type ConsentChoice } from './consent-state.ts';

export function startConsentBar(): void {
  const root = document.documentElement;
  const bar = document.getElementById('consent-bar');
  if (!bar || !root.hasAttribute(ASK_ATTRIBUTE)) return;
  const onClick = (event: MouseEvent) => {
    const choice = (event.target as Element | null)
      ?.closest('[data-consent-choice]')
      ?.getAttribute('data-consent-choice') as ConsentChoice | null;
    if (!choice) return;
    import('./consent-ui.ts')
      .then((ui) => (choice === 'settings' ? ui.showSettings() : ui.decide(choice)))
      // Offline, or a deploy removed the file: the banner stays, and the next press tries again.
      .catch((error: unknown) => console.error('The cookie settings could not be loaded.', error));
  };
  bar.addEventListener('click', onClick);
  const stop = subscribeConsent(() => {
    if (consentDecision() === undefined) return;
    stop();
    bar.removeEventListener('click', onClick);
    // Focus was on the button pressed, which goes with the bar: the page's main content takes it.
    const hadFocus = bar.contains(document.activeElement);
    root.removeAttribute(ASK_ATTRIBUTE);
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  });
}
