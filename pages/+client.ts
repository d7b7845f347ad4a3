// https://vike.dev/client — the browser entry, kept small: the page is pre-rendered and complete without a script.
// The app (React, the router and hydration, the heaviest work of a visit) is imported when the visitor first acts
// on the page, or at once on the few pages that need it (src/client/intent.ts); a visitor who only reads never
// runs it. Links are plain anchors until then. Analytics (only with consent) and the pre-rendered consent
// banner's buttons (src/consent/consent-bar.ts) start at once, neither with React.
// The stylesheet is imported here so that Vike links it, render-blocking, from the entry.
import '../src/styles/global.css';
import { afterFirstPaint } from '../src/client/first-paint.ts';
import { needsAppNow, startOnIntent } from '../src/client/intent.ts';
import { startAnalytics } from '../src/consent/analytics.ts';
import { startConsentBar } from '../src/consent/consent-bar.ts';

const start = startOnIntent(() => import('../src/client/entry.tsx'));
startAnalytics();
startConsentBar();
afterFirstPaint(() => {
  if (needsAppNow()) void start();
});
