/**
 * The consent record and the preferences dialog (vanilla-cookieconsent 3),
 * loaded only when the visitor answers the banner (pre-rendered:
 * src/consent/banner.ts, consent-bar.ts) or opens the settings. The library's
 * own banner is never shown (`autoShow: false`; the translation files in
 * public/consent/ hold only the dialog's texts).
 * https://cookieconsent.orestbida.com/reference/configuration-reference.html
 */
import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import { CONSENT_COOKIE, CONSENT_DAYS, reportConsent, type ConsentCategory } from './consent-state.ts';

let started: Promise<void> | undefined;

const acceptedNow = (): string[] => CookieConsent.getUserPreferences().acceptedCategories;

export function ensureStarted(): Promise<void> {
  started ??= CookieConsent.run({
    // Runs for automated browsers too: our end-to-end tests drive one (the library would otherwise record nothing).
    hideFromBots: false,
    autoShow: false,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax', secure: window.location.protocol === 'https:' },
    guiOptions: {
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

/** The banner's answers: every category, or the necessary ones only. */
export async function decide(choice: 'all' | 'necessary'): Promise<void> {
  await ensureStarted();
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

export async function grant(category: ConsentCategory): Promise<void> {
  await ensureStarted();
  CookieConsent.acceptCategory([...new Set([...acceptedNow(), category])]);
}
