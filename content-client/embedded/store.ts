/**
 * Loads the fixture directory (`<dir>/<endpoint>.json`) into memory.
 *
 * The whole directory is read and validated up front so a broken fixture fails
 * at start-up with the file and the problem named, instead of surfacing later
 * as a confusing 500 in the middle of a build. live-store.ts re-reads single
 * files with the same checks when they change.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** An item as stored in the fixture: system fields, content fields and `_` metadata. */
export type RawItem = Record<string, unknown>;

export interface ListEndpoint {
  kind: 'list';
  name: string;
  /** Field name → endpoint that field references. */
  refs: Record<string, string>;
  contents: RawItem[];
  byId: Map<string, RawItem>;
}

export interface ObjectEndpoint {
  kind: 'object';
  name: string;
  refs: Record<string, string>;
  content: RawItem;
}

export type Endpoint = ListEndpoint | ObjectEndpoint;

export interface ContentStore {
  endpoints: Map<string, Endpoint>;
}

/** Thrown when a fixture file cannot be read or has the wrong shape. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

const isoDateTime = z.iso.datetime({ offset: true });
const refValue = z.union([z.string().min(1), z.array(z.string().min(1))]);

// looseObject: content fields are free-form; only what the service itself relies on is checked.
const systemFields = {
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  publishedAt: isoDateTime.optional(),
  revisedAt: isoDateTime.optional(),
  _status: z.enum(['draft', 'published']).optional(),
  _draftKey: z.string().min(1).optional(),
};
const listItem = z.looseObject({ id: z.string().min(1), ...systemFields });
const refsSchema = z.record(z.string().min(1), z.string().min(1)).default({});

const fileSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), refs: refsSchema, contents: z.array(listItem) }),
  z.object({ kind: z.literal('object'), refs: refsSchema, content: z.looseObject(systemFields) }),
]);

export const isDraft = (item: RawItem): boolean => item['_status'] === 'draft';

function formatIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((i) => `  at ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`);
  return `Invalid fixture ${file}:\n${lines.join('\n')}`;
}

/** Reads and validates one fixture file; the endpoint is named after the file. */
export async function loadFile(dir: string, fileName: string): Promise<Endpoint> {
  const path = join(dir, fileName);
  const name = fileName.slice(0, -'.json'.length);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new FixtureError(`Cannot read fixture ${path}: ${(e as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw new FixtureError(formatIssues(path, parsed.error));
  const data = parsed.data;
  if (data.kind === 'object') return { kind: 'object', name, refs: data.refs, content: data.content };
  const byId = new Map<string, RawItem>();
  for (const [i, item] of data.contents.entries()) {
    if (byId.has(item.id)) throw new FixtureError(`Invalid fixture ${path}:\n  at contents.${i}.id: duplicate id "${item.id}"`);
    byId.set(item.id, item);
  }
  return { kind: 'list', name, refs: data.refs, contents: data.contents, byId };
}

/** Checks what one file cannot check alone: refs name existing list endpoints and hold id strings. */
export function checkReferences(dir: string, endpoints: Map<string, Endpoint>): void {
  for (const ep of endpoints.values()) {
    const file = join(dir, `${ep.name}.json`);
    const items = ep.kind === 'list' ? ep.contents.map((c, i) => [`contents.${i}`, c] as const) : [['content', ep.content] as const];
    for (const [field, target] of Object.entries(ep.refs)) {
      if (endpoints.get(target)?.kind !== 'list') {
        throw new FixtureError(`Invalid fixture ${file}:\n  at refs.${field}: "${target}" is not a list endpoint in ${dir}`);
      }
      for (const [where, item] of items) {
        const value = item[field];
        if (value !== undefined && value !== null && !refValue.safeParse(value).success) {
          throw new FixtureError(
            `Invalid fixture ${file}:\n  at ${where}.${field}: a reference must be an id string or an array of id strings`,
          );
        }
      }
    }
  }
}

export async function loadStore(dir: string): Promise<ContentStore> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch (e) {
    throw new FixtureError(`Cannot read fixture directory ${dir}: ${(e as Error).message}`);
  }
  const endpoints = new Map<string, Endpoint>();
  for (const ep of await Promise.all(names.map((n) => loadFile(dir, n)))) endpoints.set(ep.name, ep);
  checkReferences(dir, endpoints);
  return { endpoints };
}

/** A list item as the public API may see it: drafts are invisible without their draft key. */
export function findPublished(store: ContentStore, endpoint: string, id: string): RawItem | undefined {
  const ep = store.endpoints.get(endpoint);
  if (ep?.kind !== 'list') return undefined;
  const item = ep.byId.get(id);
  return item && !isDraft(item) ? item : undefined;
}
