/**
 * Pre-rendered payloads: one JSON file per URL holding that URL's page data
 * (or its redirect), fetched by the browser on client navigation instead of
 * asking the CMS. Shared by the build (writer) and the browser (reader).
 */
import type { PageData } from './page-data.ts';

export const PAYLOAD_PREFIX = '/_data';
export const MANIFEST_PATH = `${PAYLOAD_PREFIX}/manifest.json`;

export type Payload = { buildId: string; data: PageData } | { buildId: string; redirect: string };

/** `/` → `/_data/index.json`, `/news/page/2` → `/_data/news/page/2.json`. */
export function payloadPath(pathname: string): string {
  const clean = pathname.replace(/\/+$/, '');
  return `${PAYLOAD_PREFIX}${clean === '' ? '/index' : clean}.json`;
}

/** What the browser needs to tell "not found" from "should exist but was not pre-rendered". */
export interface Manifest {
  buildId: string;
  builtAt: string;
  /** `${locale}:${section}` → page counts of the unfiltered listing and of each category and year. */
  listings: Record<string, { pages: number; categories: Record<string, number>; years: Record<string, number> }>;
  articles: string[];
}

/** Hydration data as embedded in the HTML (errors made JSON-safe). */
export interface AppData {
  buildId: string;
  loaderData: Record<string, unknown>;
  errors: Record<string, SerializedError> | null;
  /** Route ids whose post body is left out because the HTML holds it (src/data/body-in-document.ts). */
  bodyInDocument?: string[];
}

export type SerializedError =
  | { type: 'response'; status: number; statusText: string; data: unknown }
  | { type: 'error'; message: string };
