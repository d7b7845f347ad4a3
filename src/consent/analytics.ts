/**
 * The privacy-friendly analytics script: present only while the visitor has
 * accepted "analytics". Withdrawing removes it and sets the script's own
 * opt-out flag, so an already running copy stops sending too.
 *
 * Page views are sent by us (Plausible's manual variant), never with the
 * address as it is: receipts (`?receipt=`), QPARC completion tokens and
 * every other query parameter but campaign tags are stripped first, so
 * analytics never sees a URL that opens someone's submission.
 */
import { company } from '../config/company.ts';
import { hasAccepted, subscribeConsent } from './consent-state.ts';

const SCRIPT_ID = 'site-analytics';
const OPT_OUT_KEY = 'plausible_ignore';
const TOKEN_PATH = /^((?:\/en)?\/qparc\/\d{4}\/apply\/)[^/]+$/;

/** A URL as analytics may see it: no fragment, only utm_* parameters, the QPARC token replaced. */
export function analyticsUrl(href: string): string {
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => /^utm_[a-z]+$/.test(name));
  url.search = new URLSearchParams(kept).toString();
  url.hash = '';
  url.pathname = url.pathname.replace(TOKEN_PATH, '$1:token');
  return url.href;
}

type Plausible = ((event: 'pageview', options: { u: string }) => void) & { q?: unknown[][] };

function trackPageview(): void {
  if (!hasAccepted('analytics')) return;
  const w = window as Window & { plausible?: Plausible };
  // Plausible's documented queue: calls made before the script has loaded are replayed by it.
  if (!w.plausible) {
    const q: unknown[][] = [];
    w.plausible = Object.assign((...args: unknown[]) => void q.push(args), { q });
  }
  w.plausible('pageview', { u: analyticsUrl(window.location.href) });
}

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
    trackPageview();
  } else if (existing) {
    existing.remove();
    try {
      localStorage.setItem(OPT_OUT_KEY, 'true');
    } catch {
      // Storage blocked: removing the script is all we can do.
    }
  }
}

/** What analytics needs of the router: the current location and a way to hear about the next one. */
export interface PageChanges {
  state: { location: { pathname: string; search: string } };
  subscribe(listener: (state: { location: { pathname: string; search: string } }) => void): () => void;
}

/** At the page's start, with or without the app: the script while "analytics" is accepted, the first page view. */
export function startAnalytics(): void {
  applyAnalytics();
  subscribeConsent(applyAnalytics);
}

/** Once the app routes: a page view for each client navigation to another address. */
export function trackPageChanges(router: PageChanges): void {
  let last = router.state.location.pathname + router.state.location.search;
  router.subscribe(({ location }) => {
    const now = location.pathname + location.search;
    if (now === last) return;
    last = now;
    trackPageview();
  });
}
