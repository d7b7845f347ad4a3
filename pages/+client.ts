// https://vike.dev/client — the browser entry, kept small: the page is pre-rendered, so its first paint needs
// no script. The app (React, the router and hydration, the heaviest work of a first visit) is imported once a
// frame has been painted, so on a phone its download does not compete with the page's CSS, fonts and images
// for the first screen, and its work does not delay that screen. Links are plain anchors until then.
// The stylesheet is imported here so that Vike links it, render-blocking, from the entry.
import '../src/styles/global.css';
import { afterFirstPaint } from '../src/client/first-paint.ts';

afterFirstPaint(() => {
  void import('../src/client/entry.tsx').then((app) => app.start());
});
