import type { Config } from 'vike/types';

// https://vike.dev/config — every page is pre-rendered, by the build engine (engine/build.ts) rather
// than Vike's own pre-render, which keeps all output in memory (https://vike.dev/prerender#disableautorun).
// React Router (not Vike) owns client navigation.
export default {
  prerender: { disableAutoRun: true },
  clientRouting: false,
} satisfies Config;
