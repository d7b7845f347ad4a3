/**
 * The consent banner and preferences dialog (vanilla-cookieconsent 3),
 * loaded only when needed: first visit, or when the visitor opens the
 * settings. Texts come from the translation files in public/consent/.
 * https://cookieconsent.orestbida.com/reference/configuration-reference.html
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { CONSENT_COOKIE, CONSENT_DAYS, reportConsent, type ConsentCategory } from './consent-state.ts';

let started: Promise<void> | undefined;

const acceptedNow = (): string[] => CookieConsent.getUserPreferences().acceptedCategories;

/**
 * The room is the body's own bottom padding. Not a custom property on <html>: changing one restyles every
 * element of the page (measured at 4× CPU slowdown: 36–46 ms on /, /en and a post, against 1 ms for the
 * body's padding), and the banner appears during a first visit's load.
 */
const setReserved = (px: number) => {
  document.body.style.paddingBottom = px > 0 ? `${px}px` : '';
};
let bannerSize: ResizeObserver | undefined;

/**
 * Keeps the banner from covering the end of the page (a form's submit button
 * on a phone). The height comes from a ResizeObserver, which reports after
 * layout: reading offsetHeight right after the library shows the banner
 * forced a synchronous layout (a "forced reflow"). It also follows the
 * banner when it changes size (rotation, a late font).
 */
function reserveSpace(modal: HTMLElement | null): void {
  bannerSize?.disconnect();
  bannerSize = undefined;
  if (!modal || typeof ResizeObserver !== 'function') return setReserved(0);
  bannerSize = new ResizeObserver(([entry]) => {
    const box = entry?.borderBoxSize?.[0];
    // Inside the observer callback layout is clean, so the fallback read forces nothing.
    setReserved(box ? box.blockSize : modal.offsetHeight);
  });
  bannerSize.observe(modal);
}

export function ensureStarted(): Promise<void> {
  started ??= CookieConsent.run({
    // Shown to automated browsers too: our end-to-end tests drive one, and a crawler seeing the banner costs nothing.
    hideFromBots: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure: window.location.protocol === 'https:' },
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      maps: {},
      media: {},
    },
    onConsent: () => reportConsent(acceptedNow()),
    onChange: () => reportConsent(acceptedNow()),
    onModalShow: ({ modalName }) => {
      if (modalName === 'consentModal') reserveSpace(document.querySelector<HTMLElement>('#cc-main .cm'));
    },
    onModalHide: ({ modalName }) => {
      if (modalName === 'consentModal') reserveSpace(null);
    },
    language: {
      default: document.documentElement.lang === 'en' ? 'en' : 'ja',
      autoDetect: 'document',
      translations: { ja: '/consent/ja.json', en: '/consent/en.json' },
    },
  });
  return started;
}

export async function showSettings(): Promise<void> {
  await ensureStarted();
  CookieConsent.showPreferences();
}

export async function grant(category: ConsentCategory): Promise<void> {
  await ensureStarted();
  CookieConsent.acceptCategory([...new Set([...acceptedNow(), category])]);
  CookieConsent.hide();
}
