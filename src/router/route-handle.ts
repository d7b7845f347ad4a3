/**
 * What a route carries for the layout, scroll handling and payload lookup: its own module, so the layout
 * (src/app/) can read it without importing the route factory that imports the layout.
 */
import type { Locale } from '../i18n/locales.ts';
import type { RouteDef } from '../routes.ts';

/** What a route carries for the layout, scroll handling and payload lookup. */
export interface RouteHandle {
  routeId: string;
  locale: Locale;
  scroll: 'top' | 'keep-in-section';
  /** Section key used by `keep-in-section` (same key = same listing). */
  scrollGroup?: string;
  /** The form a `form` page shows. */
  form?: RouteDef['form'];
  /** Whether the page shows the readiness call to action (Japanese only). */
  readinessCta: boolean;
  officeMap: boolean;
}
