/**
 * Compares CMS entries (as the API answers with depth=0) with the zod content
 * model and says, per field, what differs — every difference, in words an
 * administrator can act on, where the sync would stop at the first entry.
 */
import type { z } from 'zod';
import { endpoints, type EndpointName } from '../../content-client/schemas.ts';
import { droppedImageMessage, droppedImages } from '../../content-client/rich-html-images.ts';
import { fieldHints, SYSTEM_FIELDS, type FieldHint } from './cms-fields.ts';

export interface Finding {
  severity: 'error' | 'warning';
  /** Field path as written in the API response, e.g. `sections[1]` or `eyecatch.width`. */
  field: string;
  message: string;
}

/** Published entry ids per API, for checking references; an API that could not be read is absent. */
export type KnownIds = Partial<Record<EndpointName, ReadonlySet<string>>>;

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v: unknown = raw;
  for (const key of path) {
    if (Array.isArray(v) && typeof key === 'number') v = v[key];
    else if (isRecord(v) && typeof key === 'string') v = v[key];
    else return undefined;
  }
  return v;
}

const fieldName = (path: readonly PropertyKey[]): string =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(entry)';

function preview(v: unknown): string {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

const typeName = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'an array' : typeof v);

function hintOf(endpoint: EndpointName, field: PropertyKey | undefined): FieldHint | undefined {
  return typeof field === 'string' ? (fieldHints[endpoint] as Record<string, FieldHint>)[field] : undefined;
}

/** One zod issue in words; `value` is what the API answered at the issue's path. */
function describe(endpoint: EndpointName, issue: z.core.$ZodIssue, value: unknown): string {
  const target = hintOf(endpoint, issue.path[0])?.target;
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return `missing: a required field (expected ${issue.expected})`;
      if (value === null && target && issue.path.length === 1) {
        // microCMS answers null both for an empty reference and for one whose target is gone or unpublished.
        return `empty, or the ${target} entry it referenced was deleted or unpublished (the API answers null)`;
      }
      return `wrong type: expected ${issue.expected}, got ${typeName(value)} ${preview(value)}`;
    case 'invalid_value':
      return `unknown select value ${preview(value)} (allowed: ${issue.values.map(String).join(', ')})`;
    case 'too_small':
      if (issue.origin === 'string') return 'empty (or only spaces)';
      if (issue.origin === 'array') return `needs at least ${issue.minimum} value(s), has ${Array.isArray(value) ? value.length : 0}`;
      return `${preview(value)} is below the minimum ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `longer than ${issue.maximum} characters`;
      return `${preview(value)} is above the maximum ${issue.maximum}`;
    case 'invalid_format':
      // zod's default regex message is terse; the schema's own messages (e.g. the slug rule) are kept.
      if (issue.format === 'regex' && issue.message.startsWith('Invalid') && 'pattern' in issue) {
        return `${preview(value)} does not match the pattern ${String(issue.pattern)}`;
      }
      return `${issue.message}: ${preview(value)}`;
    default:
      return value === undefined ? issue.message : `${issue.message}: ${preview(value)}`;
  }
}

/** Ids an entry's references point to, by target API. */
function referencedIds(endpoint: EndpointName, raw: Raw): { field: string; target: EndpointName; id: string }[] {
  const out: { field: string; target: EndpointName; id: string }[] = [];
  for (const [field, hint] of Object.entries(fieldHints[endpoint] as Record<string, FieldHint>)) {
    if (!hint.target) continue;
    const value = raw[field];
    const refs = Array.isArray(value) ? value : [value];
    refs.forEach((ref, i) => {
      if (isRecord(ref) && typeof ref.id === 'string') {
        out.push({ field: Array.isArray(value) ? `${field}[${i}]` : field, target: hint.target!, id: ref.id });
      }
    });
  }
  return out;
}

/** Every difference between one entry and the content model of its API. */
export function checkEntry(endpoint: EndpointName, raw: unknown, known: KnownIds = {}): Finding[] {
  if (!isRecord(raw)) return [{ severity: 'error', field: '(entry)', message: `not an object: ${preview(raw)}` }];
  const schema = endpoints[endpoint].schema;
  const findings: Finding[] = [];
  const result = schema.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) {
      findings.push({ severity: 'error', field: fieldName(issue.path), message: describe(endpoint, issue, valueAt(raw, issue.path)) });
    }
  }
  for (const ref of referencedIds(endpoint, raw)) {
    const ids = known[ref.target];
    if (ids && !ids.has(ref.id)) {
      findings.push({
        severity: 'error',
        field: ref.field,
        message: `references ${ref.target}/${ref.id}, which is not a published ${ref.target} entry`,
      });
    }
  }
  for (const image of droppedImages(raw))
    findings.push({ severity: 'warning', field: image.field, message: droppedImageMessage(image.src) });
  const modelled = new Set<string>([...SYSTEM_FIELDS, ...Object.keys(schema.shape)]);
  for (const key of Object.keys(raw).filter((k) => !modelled.has(k))) {
    findings.push({
      severity: 'warning',
      field: key,
      message: 'not in the content model: the site ignores it (a field added in microCMS only?)',
    });
  }
  return findings;
}
