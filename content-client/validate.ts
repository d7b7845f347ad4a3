/**
 * Checking CMS answers against the content model. Editors can change the CMS
 * schema at any time; checking at the boundary turns "undefined is not a
 * function" deep inside a page into `news/abc: title: …` at sync time.
 */
import { endpoints, type EndpointName, type ListEndpointName } from './schemas.ts';
import { ContentValidationError } from './errors.ts';
import type { z } from 'zod';

/** The parsed (depth=0) type of an endpoint's entries. */
export type EntryOf<E extends EndpointName> = z.output<(typeof endpoints)[E]['schema']>;

/** Every list endpoint, in the order of the `endpoints` map. */
export const listEndpointNames = Object.entries(endpoints)
  .filter(([, def]) => def.kind === 'list')
  .map(([name]) => name) as ListEndpointName[];

export const objectEndpointNames = Object.entries(endpoints)
  .filter(([, def]) => def.kind === 'object')
  .map(([name]) => name) as Exclude<EndpointName, ListEndpointName>[];

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

/**
 * Validates one entry; the error names `endpoint/id` (or just the endpoint for
 * object APIs and entries without a usable id) and each failing field path.
 */
export function parseEntry<E extends EndpointName>(endpoint: E, value: unknown): EntryOf<E> {
  const result = endpoints[endpoint].schema.safeParse(value);
  if (result.success) return result.data as EntryOf<E>;
  const id = (value as { id?: unknown } | null)?.id;
  const where = endpoints[endpoint].kind === 'list' && typeof id === 'string' && id !== '' ? `${endpoint}/${id}` : endpoint;
  throw new ContentValidationError(where, result.error.issues);
}
