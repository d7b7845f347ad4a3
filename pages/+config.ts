import type { Config } from 'vike/types';

// https://vike.dev/config — every page is pre-rendered; React Router (not Vike) owns client navigation.
export default {
  prerender: true,
  clientRouting: false,
} satisfies Config;
