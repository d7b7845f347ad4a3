/**
 * The privacy-friendly analytics script: present only while the visitor has
 * accepted "analytics". Withdrawing removes it and sets the script's own
 * opt-out flag, so an already running copy stops sending too.
 */
import { company } from '../config/company.ts';
import { hasAccepted, subscribeConsent } from './consent-state.ts';

const SCRIPT_ID = 'site-analytics';
const OPT_OUT_KEY = 'plausible_ignore';

export function applyAnalytics(): void {
  const existing = document.getElementById(SCRIPT_ID);
  if (hasAccepted('analytics')) {
    try {
      localStorage.removeItem(OPT_OUT_KEY);
    } catch {
      // Storage blocked: the script still loads.
    }
    if (existing) return;
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.defer = true;
    script.src = company.thirdParty.analytics.scriptUrl;
    script.dataset.domain = company.thirdParty.analytics.domain;
    document.head.append(script);
  } else if (existing) {
    existing.remove();
    try {
      localStorage.setItem(OPT_OUT_KEY, 'true');
    } catch {
      // Storage blocked: removing the script is all we can do.
    }
  }
}

export function startAnalytics(): void {
  applyAnalytics();
  subscribeConsent(applyAnalytics);
}
