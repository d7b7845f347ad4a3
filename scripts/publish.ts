/**
 * `npm run publish`: one incremental publish from the command line, for cron
 * and for static hosts (microCMS webhook → the host's build hook → this):
 * an incremental sync of the content, then a build of what changed, switched
 * atomically. Keep $CONTENT_SNAPSHOT_DIR and dist/ between runs (the host's
 * build cache) so that each run only fetches and renders what changed.
 *
 *   npm run publish                       everything that changed since the last sync
 *   npm run publish -- news/abc case      these entries (`api/id`) or whole APIs (`api`) only
 *   npm run publish -- --webhook-body hook.json   the entries a microCMS webhook body names
 *
 * A sync asks each API for what changed since the last one and for its count (two requests per API); only when a
 * count says something was deleted, or once an hour, for every id (at 10,000 news 170 list requests, about 3 s at
 * microCMS's 60 requests/s; content-client/sync.ts). Naming the entry (a static host that hands its build the hook's
 * body, e.g. Netlify's INCOMING_HOOK_BODY) fetches that entry alone, as the site server's webhook does.
 * The body only says what to look at: the entries are fetched from the CMS, so it needs no signature. A body
 * that cannot be read publishes everything, with a warning: a publish is never lost to a bad hook.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv, EnvError } from '../src/config/env.ts';
import { company } from '../src/config/company.ts';
import { openContentClient } from '../content-client/client.ts';
import { runPublish } from '../server/publish/publish.ts';
import { parseWebhook, targetKey } from '../server/publish/webhook.ts';

/** `api` or `api/id`, as the CMS names them (letters, digits, `_` and `-`). */
const TARGET = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)?$/;

/** What to publish: the targets named on the command line, those of a webhook body, or everything. */
async function targets(): Promise<string[]> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'webhook-body': { type: 'string' } } });
  const bad = positionals.filter((t) => !TARGET.test(t));
  if (bad.length) throw new Error(`Not an API or an entry (\`api\` or \`api/id\`): ${bad.join(', ')}`);
  const named = positionals.map((t) => (t.includes('/') ? t : `${t}/*`));
  const file = values['webhook-body'];
  if (file !== undefined) {
    const body = await readFile(file).catch((error: unknown) => new Error(`cannot read ${file}: ${String(error)}`));
    const parsed = body instanceof Error ? { ok: false as const, message: body.message } : parseWebhook(body);
    if (!parsed.ok) {
      console.warn(`publish: the webhook body is unusable (${parsed.message}); publishing everything that changed`);
      return ['*'];
    }
    named.push(...parsed.targets.map(targetKey));
  }
  return named.length ? [...new Set(named)] : ['*'];
}

async function main(): Promise<void> {
  const env = loadEnv();
  const started = performance.now();
  const what = await targets();
  const content = await openContentClient(env);
  try {
    const outcome = await runPublish(
      {
        content,
        snapshotDir: env.CONTENT_SNAPSHOT_DIR,
        distDir: resolve(env.SITE_DIST_DIR),
        siteOrigin: env.SITE_ORIGIN ?? company.origin,
        apiOrigin: env.API_ORIGIN,
        log: (line) => console.log(line),
      },
      what,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `publish: ${outcome.result}${outcome.releaseId ? ` (release ${outcome.releaseId})` : ''}: ${outcome.entries.length} entries changed, ` +
        `${outcome.rendered} URLs rendered, ${outcome.removed} removed, in ${seconds} s`,
    );
  } finally {
    await content.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    `publish failed (the live release is unchanged): ${error instanceof EnvError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
