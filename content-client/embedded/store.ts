/**
 * Loads the fixture directory into memory: `<dir>/<endpoint>.json`, or for a
 * large list endpoint `<dir>/<endpoint>/*.json`, its parts (each a list with
 * the same refs; their items are served in the parts' name order).
 *
 * Parts exist for scale: an edit rewrites one part, so the live store
 * (live-store.ts) re-reads a few hundred KB instead of an 80 MB file at 10,000
 * news (0.7 s of parsing and validating per publish, where microCMS answers one
 * entry in about 0.1 s). `npm run content:scale` writes its lists in parts.
 *
 * The whole directory is read and validated up front so a broken fixture fails
 * at start-up with the file and the problem named, instead of surfacing later
 * as a confusing 500 in the middle of a build. live-store.ts re-reads single
 * files with the same checks when they change.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
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

/** The endpoint a fixture file holds (or holds a part of): `news.json` and `news/0001.json` are both `news`. */
const endpointOf = (file: string): string => file.split('/')[0]?.replace(/\.json$/, '') ?? file;

/**
 * The fixture files of a directory, as paths relative to it (`/`-separated), sorted: every `*.json` at the
 * top and in its sub-directories (one level). A sub-directory that vanishes while it is listed is simply empty.
 */
export async function listFixtures(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.json')) found.push(entry.name);
    else if (entry.isDirectory() && !entry.name.startsWith('.')) {
      const parts = await readdir(join(dir, entry.name)).catch(() => [] as string[]);
      found.push(...parts.filter((n) => n.endsWith('.json')).map((n) => `${entry.name}/${n}`));
    }
  }
  return found.sort();
}

const pathOf = (dir: string, file: string) => join(dir, ...file.split('/'));

/** Checks what a file can check alone about its references: each value is an id string or an array of them. */
function checkReferenceValues(path: string, endpoint: Endpoint): void {
  const items =
    endpoint.kind === 'list' ? endpoint.contents.map((c, i) => [`contents.${i}`, c] as const) : [['content', endpoint.content] as const];
  for (const field of Object.keys(endpoint.refs)) {
    for (const [where, item] of items) {
      const value = item[field];
      if (value !== undefined && value !== null && !refValue.safeParse(value).success) {
        throw new FixtureError(
          `Invalid fixture ${path}:\n  at ${where}.${field}: a reference must be an id string or an array of id strings`,
        );
      }
    }
  }
}

/** Reads and validates one fixture file (`<endpoint>.json` or a part, `<endpoint>/<part>.json`); the endpoint is named after it. */
export async function loadFile(dir: string, file: string): Promise<Endpoint> {
  const path = pathOf(dir, file);
  const name = endpointOf(file);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path, 'utf8'));
  } catch (e) {
    throw new FixtureError(`Cannot read fixture ${path}: ${(e as Error).message}`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) throw new FixtureError(formatIssues(path, parsed.error));
  const data = parsed.data;
  if (data.kind === 'object') {
    if (file.includes('/')) throw new FixtureError(`Invalid fixture ${path}:\n  at kind: a part of ${name}${sep} must be a list`);
    const endpoint: Endpoint = { kind: 'object', name, refs: data.refs, content: data.content };
    checkReferenceValues(path, endpoint);
    return endpoint;
  }
  const byId = new Map<string, RawItem>();
  for (const [i, item] of data.contents.entries()) {
    if (byId.has(item.id)) throw new FixtureError(`Invalid fixture ${path}:\n  at contents.${i}.id: duplicate id "${item.id}"`);
    byId.set(item.id, item);
  }
  const endpoint: Endpoint = { kind: 'list', name, refs: data.refs, contents: data.contents, byId };
  checkReferenceValues(path, endpoint);
  return endpoint;
}

const sameRefs = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/**
 * The endpoints that the loaded files make, each checked against the others: the parts of one endpoint
 * joined in their files' order (same refs, no id twice), and every ref naming a list endpoint.
 */
export function assemble(dir: string, files: ReadonlyMap<string, Endpoint>): Map<string, Endpoint> {
  const byName = new Map<string, [string, Endpoint][]>();
  for (const file of [...files.keys()].sort()) {
    const name = endpointOf(file);
    const group = byName.get(name) ?? [];
    group.push([file, files.get(file) as Endpoint]);
    byName.set(name, group);
  }
  const endpoints = new Map<string, Endpoint>();
  for (const [name, parts] of byName) {
    const [first, ...rest] = parts as [[string, Endpoint], ...[string, Endpoint][]];
    if (rest.length === 0) {
      endpoints.set(name, first[1]);
      continue;
    }
    const joined: ListEndpoint = { kind: 'list', name, refs: first[1].refs, contents: [], byId: new Map() };
    const seenIn = new Map<string, string>();
    for (const [file, part] of parts) {
      const path = pathOf(dir, file);
      if (part.kind !== 'list')
        throw new FixtureError(
          `Invalid fixture ${path}:\n  at kind: ${name} also has parts in ${pathOf(dir, name)}${sep}, so it must be a list`,
        );
      if (!sameRefs(part.refs, joined.refs))
        throw new FixtureError(
          `Invalid fixture ${path}:\n  at refs: the parts of ${name} must have the same refs as ${pathOf(dir, first[0])}`,
        );
      for (const [i, item] of part.contents.entries()) {
        const id = item['id'] as string; // a string: loadFile validated it
        const other = seenIn.get(id);
        if (other !== undefined)
          throw new FixtureError(`Invalid fixture ${path}:\n  at contents.${i}.id: duplicate id "${id}" (also in ${pathOf(dir, other)})`);
        seenIn.set(id, file);
        joined.contents.push(item);
        joined.byId.set(id, item);
      }
    }
    endpoints.set(name, joined);
  }
  for (const [file, ep] of files) {
    for (const [field, target] of Object.entries(ep.refs)) {
      if (endpoints.get(target)?.kind !== 'list') {
        throw new FixtureError(`Invalid fixture ${pathOf(dir, file)}:\n  at refs.${field}: "${target}" is not a list endpoint in ${dir}`);
      }
    }
  }
  return endpoints;
}

export async function loadStore(dir: string): Promise<ContentStore> {
  let names: string[];
  try {
    names = await listFixtures(dir);
  } catch (e) {
    throw new FixtureError(`Cannot read fixture directory ${dir}: ${(e as Error).message}`);
  }
  const loaded = await Promise.all(names.map(async (n) => [n, await loadFile(dir, n)] as const));
  return { endpoints: assemble(dir, new Map(loaded)) };
}

/** A list item as the public API may see it: drafts are invisible without their draft key. */
export function findPublished(store: ContentStore, endpoint: string, id: string): RawItem | undefined {
  const ep = store.endpoints.get(endpoint);
  if (ep?.kind !== 'list') return undefined;
  const item = ep.byId.get(id);
  return item && !isDraft(item) ? item : undefined;
}
