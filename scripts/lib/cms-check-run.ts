/**
 * cms:check itself: reads every API with the configured credentials (or the
 * embedded content service without them), checks every entry and prints a report.
 * Exit codes: 0 no errors (warnings allowed), 1 differences found or an API
 * unreadable, 2 the CMS cannot be reached or the key is refused everywhere.
 */
import { openContentClient, usesEmbeddedContent, type RetryOptions } from '../../content-client/index.ts';
import { endpoints, type EndpointName } from '../../content-client/schemas.ts';
import type { Env } from '../../src/config/env.ts';
import { checkEntry, type Finding, type KnownIds } from './cms-check-entries.ts';
import { pullEverything, type Pulled } from './cms-check-pull.ts';

export type Exit = 0 | 1 | 2;
export interface CheckOptions {
  /** Where report lines go; default stdout. */
  out?: (line: string) => void;
  retry?: RetryOptions;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
const entries = (n: number): string => plural(n, 'entry', 'entries');

/** How a report names an entry: its id, or its position when it has none. */
function entryLabel(raw: unknown, index: number): string {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index + 1}`;
}

function knownIds(pulled: Pulled[]): KnownIds {
  const known: KnownIds = {};
  for (const p of pulled) {
    if (!p.ok || endpoints[p.endpoint].kind !== 'list') continue;
    known[p.endpoint] = new Set(
      p.entries.flatMap((e) => (typeof e === 'object' && e !== null && 'id' in e && typeof e.id === 'string' ? [e.id] : [])),
    );
  }
  return known;
}

/** Report lines for every API, and the totals for the summary. */
export function report(pulled: Pulled[]) {
  const known = knownIds(pulled);
  const lines: string[] = [];
  const totals = { entries: 0, errors: 0, warnings: 0, badEntries: 0, unreadable: [] as EndpointName[], refused: 0, unreachable: 0 };
  for (const p of pulled) {
    const kind = endpoints[p.endpoint].kind;
    const head = `${p.endpoint.padEnd(13)} ${`(${kind})`.padEnd(9)}`;
    if (!p.ok) {
      totals.unreadable.push(p.endpoint);
      if (p.status === 401) totals.refused++;
      if (p.status === undefined) totals.unreachable++;
      lines.push(`${head} cannot read: ${p.reason}`);
      continue;
    }
    totals.entries += p.entries.length;
    const checked = p.entries.map((raw, i) => {
      const id = kind === 'object' ? p.endpoint : `${p.endpoint}/${entryLabel(raw, i)}`;
      return { id, findings: checkEntry(p.endpoint, raw, known) };
    });
    const bad = checked.filter((c) => c.findings.length > 0);
    const verdict = bad.length ? (kind === 'list' ? `${entries(bad.length)} with differences` : 'differences') : 'ok';
    lines.push(`${head} ${kind === 'list' ? `${entries(p.entries.length)}: ` : ''}${verdict}`);
    for (const { id, findings } of bad) {
      lines.push(`  ${id}`);
      for (const f of findings) lines.push(`    ${f.severity.padEnd(8)} ${f.field}: ${f.message}`);
      const errors = findings.filter((f: Finding) => f.severity === 'error').length;
      totals.errors += errors;
      totals.warnings += findings.length - errors;
      if (errors) totals.badEntries++;
    }
  }
  return { lines, totals };
}

export async function runCmsCheck(env: Env, opts: CheckOptions = {}): Promise<Exit> {
  const out = opts.out ?? ((line: string) => console.log(line));
  const apis = Object.keys(endpoints).length;
  if (usesEmbeddedContent(env)) {
    out(
      `cms:check: MICROCMS_SERVICE_DOMAIN and MICROCMS_API_KEY are not set, so this checks the embedded content service over ${env.CONTENT_DIR}/ instead of microCMS.`,
    );
  } else {
    out(`cms:check: microCMS service "${env.MICROCMS_SERVICE_DOMAIN}" (published content, as the site's key sees it).`);
  }
  const content = await openContentClient(env);
  let pulled: Pulled[];
  try {
    pulled = await pullEverything(content.client, opts.retry ? { retry: opts.retry } : {});
  } finally {
    await content.close();
  }
  const { lines, totals } = report(pulled);
  out('');
  for (const line of lines) out(line);
  out('');
  const read = apis - totals.unreadable.length;
  if (totals.unreachable > 0 || totals.refused === apis) {
    out(`Summary: cannot connect (${totals.unreachable ? 'no answer from the CMS' : 'the API key was refused'}); nothing was checked.`);
    return 2;
  }
  const problems = [
    totals.errors ? `${plural(totals.errors, 'difference')} in ${entries(totals.badEntries)}` : '',
    totals.warnings ? plural(totals.warnings, 'warning') : '',
    totals.unreadable.length ? `${plural(totals.unreadable.length, 'API')} unreadable (${totals.unreadable.join(', ')})` : '',
  ].filter(Boolean);
  const scope = `${read} of ${apis} APIs, ${entries(totals.entries)} checked`;
  out(`Summary: ${problems.length ? problems.join('; ') : 'no differences'} (${scope}).`);
  return totals.errors || totals.unreadable.length ? 1 : 0;
}
