/**
 * The one place environment variables are read and validated. Every entry
 * point (build, sync, server) calls `loadEnv()` once at start; an invalid
 * environment fails with one error listing every problem.
 * Server-only: never import this from browser code (it would leak secrets).
 */
import proxyaddr from 'proxy-addr';
import { z } from 'zod';
import { parseImageHosts } from '../../content-client/rich-html-images.ts';

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** A whole number of at least `min` (seconds or a count), from a string. */
const wholeNumber = (what: string, min = 0) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `must be ${what}`)
    .transform(Number)
    .refine((n) => n >= min, `must be at least ${min}`);

/** True when proxy-addr accepts every entry (it throws on anything else). */
function compilesAsProxyList(list: string[]): boolean {
  try {
    proxyaddr.compile(list);
    return list.length > 0;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  /** microCMS service domain (the `xxx` of xxx.microcms.io). Unset: embedded content. */
  MICROCMS_SERVICE_DOMAIN: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be the bare service domain, e.g. "aonami" (no https://, no .microcms.io)')
      .optional(),
  ),
  /** microCMS read API key. Secret. */
  MICROCMS_API_KEY: optionalNonEmpty,
  /** Where the content snapshot lives. */
  CONTENT_SNAPSHOT_DIR: optionalNonEmpty.transform((v) => v ?? '.cache/content'),
  /** Fixture directory of the embedded content service (used when no microCMS credentials are set). */
  CONTENT_DIR: optionalNonEmpty.transform((v) => v ?? 'content'),
  /** Public origin for canonical URLs, e.g. https://www.example.com (no trailing slash). */
  SITE_ORIGIN: optionalNonEmpty.pipe(
    z
      .url({ protocol: /^https?$/ })
      .refine((u) => !u.endsWith('/'), 'must not end with "/"')
      .optional(),
  ),
  /**
   * Build time: the origin of the service that takes the forms (the site server elsewhere), when the pages are
   * served from a CDN or static host. Pages then post there, read receipts from there, and allow it in their
   * CSP; the service must run with SITE_ORIGIN set to the pages' origin (it answers CORS for that origin only).
   * Unset: the pages' own origin (the site server serves both).
   */
  API_ORIGIN: optionalNonEmpty.pipe(
    z
      .url({ protocol: /^https?$/ })
      .refine(
        (u) => URL.canParse(u) && new URL(u).origin === u,
        'must be an origin: scheme, host and port only, e.g. https://api.example.com',
      )
      .optional(),
  ),
  /**
   * Sync and build time: host names, besides microCMS's, that rich-text images may come from
   * (content-client/rich-html-images.ts); the pages' CSP allows exactly these. Others are dropped at sync, with a
   * warning naming the entry and field. After changing it: `npm run sync -- --full`, then build.
   */
  RICH_TEXT_IMAGE_HOSTS: optionalNonEmpty.superRefine((value, ctx) => {
    try {
      parseImageHosts(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
  /** Where releases are built and served from. */
  SITE_DIST_DIR: optionalNonEmpty.transform((v) => v ?? 'dist'),
  /** Least severe level the site server logs: `info` (default) writes one line per request and every event. */
  LOG_LEVEL: optionalNonEmpty
    .pipe(
      z
        .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be fatal, error, warn, info, debug, trace or silent')
        .optional(),
    )
    .transform((v) => v ?? 'info'),
  /** `json` (one object per line, for a log collector) or `pretty` (readable). Unset: pretty on a terminal, else json. */
  LOG_FORMAT: optionalNonEmpty.pipe(z.enum(['json', 'pretty'], 'must be json or pretty').optional()),
  /** Bearer token for GET /metrics (Prometheus). Secret. Unset: no metrics endpoint (404). */
  METRICS_TOKEN: optionalNonEmpty.pipe(z.string().min(24, 'must be at least 24 characters (a long random secret)').optional()),
  /** Seconds the server goes on serving after SIGTERM with /readyz answering 503, before it stops accepting (a load balancer's notice). */
  DRAIN_DELAY_SECONDS: optionalNonEmpty.pipe(wholeNumber('a number of seconds').optional()).transform((v) => v ?? 0),
  /** Port of the site server. */
  PORT: optionalNonEmpty
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a port number')
        .transform(Number)
        .refine((n) => n >= 1 && n <= 65535, 'must be 1–65535')
        .optional(),
    )
    .transform((v) => v ?? 3000),
  /** Address the site server listens on. 0.0.0.0 (or ::) exposes it to the network: put a TLS proxy in front. */
  HOST: optionalNonEmpty
    .pipe(
      z
        .string()
        .regex(/^(?:[0-9.]+|[0-9a-fA-F:]+|[a-zA-Z0-9.-]+)$/, 'must be an IP address or host name, e.g. 127.0.0.1 or 0.0.0.0')
        .optional(),
    )
    .transform((v) => v ?? '127.0.0.1'),
  /**
   * Which proxies' X-Forwarded-For is believed for rate limits and logs: a number of hops (1 = the
   * proxy in front), or addresses, CIDR ranges and the names loopback, linklocal, uniquelocal,
   * comma-separated. Unset: none (the socket address is the client).
   */
  TRUST_PROXY: optionalNonEmpty.pipe(
    z
      .string()
      .refine(
        (v) => !/^(true|\*|all)$/i.test(v),
        'must name the proxies (e.g. loopback or 10.0.0.0/8) or a hop count: trusting every address lets any client pick its own',
      )
      .transform((v) =>
        /^\d{1,2}$/.test(v)
          ? Number(v)
          : v
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean),
      )
      .superRefine((v, ctx) => {
        if (typeof v === 'number' || compilesAsProxyList(v)) return;
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count or IP addresses/CIDR ranges/loopback/linklocal/uniquelocal separated by commas',
        });
      })
      .optional(),
  ),
  /** Strict-Transport-Security max-age in seconds (default two years); 0 sends no HSTS (plain-HTTP testing only). */
  HSTS_MAX_AGE: optionalNonEmpty.pipe(wholeNumber('a number of seconds').optional()).transform((v) => v ?? 63_072_000),
  /** Adds includeSubDomains to HSTS: only when every subdomain of the site's domain serves HTTPS. */
  HSTS_INCLUDE_SUBDOMAINS: optionalNonEmpty
    .pipe(z.enum(['true', 'false'], 'must be true or false').optional())
    .transform((v) => v === 'true'),
  /** Seconds a client has to send the request headers (slow-loris guard). */
  HEADERS_TIMEOUT_SECONDS: optionalNonEmpty.pipe(wholeNumber('a number of seconds', 1).optional()).transform((v) => v ?? 10),
  /** Seconds a client has to send the whole request, body included. */
  REQUEST_TIMEOUT_SECONDS: optionalNonEmpty.pipe(wholeNumber('a number of seconds', 1).optional()).transform((v) => v ?? 30),
  /** Seconds an idle keep-alive connection stays open. */
  KEEP_ALIVE_TIMEOUT_SECONDS: optionalNonEmpty.pipe(wholeNumber('a number of seconds', 1).optional()).transform((v) => v ?? 5),
  /** Requests one keep-alive connection may carry before it is closed. */
  KEEP_ALIVE_MAX_REQUESTS: optionalNonEmpty.pipe(wholeNumber('a whole number', 1).optional()).transform((v) => v ?? 1000),
  /** Open connections the server accepts at once; further ones are refused until some close. */
  MAX_CONNECTIONS: optionalNonEmpty.pipe(wholeNumber('a whole number', 1).optional()).transform((v) => v ?? 2000),
  /**
   * PostgreSQL for the form intake, shared by every server on it (server only; secret: it may hold a password).
   * Unset: SQLite in DATA_DIR, for one server.
   */
  DATABASE_URL: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a PostgreSQL URL: postgres://user:password@host:5432/database')
      .optional(),
  ),
  /**
   * This site server's name among those on one DATABASE_URL, in GET /api/publish/status and the log
   * (server only). Unset: host name and port.
   */
  INSTANCE_NAME: optionalNonEmpty.pipe(
    z
      .string()
      .regex(/^[\w.:@-]{1,100}$/, 'must be 1–100 letters, digits and . : @ _ - (e.g. web-1 or tokyo-a)')
      .optional(),
  ),
  /** Where the forms database and the notification log live (server only). */
  DATA_DIR: optionalNonEmpty.transform((v) => v ?? 'data'),
  /** Where the site server writes scheduled backups of the form database. Unset: none (npm run backup still works). */
  BACKUP_DIR: optionalNonEmpty,
  /** Hours between scheduled backups (with BACKUP_DIR). */
  BACKUP_EVERY_HOURS: optionalNonEmpty.pipe(wholeNumber('a whole number of hours', 1).optional()).transform((v) => v ?? 24),
  /** Scheduled backups kept; older ones are deleted (with BACKUP_DIR). */
  BACKUP_KEEP: optionalNonEmpty.pipe(wholeNumber('a whole number', 1).optional()).transform((v) => v ?? 7),
  /** Bearer token for the submissions CSV export. Secret. Unset: export disabled (404). */
  EXPORT_TOKEN: optionalNonEmpty.pipe(z.string().min(24, 'must be at least 24 characters (a long random secret)').optional()),
  /** How staff are told about new submissions: a log file, a webhook or e-mail. */
  NOTIFY_TRANSPORT: optionalNonEmpty
    .pipe(z.enum(['log', 'webhook', 'smtp'], 'must be log, webhook or smtp').optional())
    .transform((v) => v ?? 'log'),
  /** Webhook URL for NOTIFY_TRANSPORT=webhook. May hold a secret path. */
  NOTIFY_WEBHOOK_URL: optionalNonEmpty.pipe(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  /** SMTP server for NOTIFY_TRANSPORT=smtp, e.g. smtps://user:pass@mail.example.com:465. Secret. */
  SMTP_URL: optionalNonEmpty.pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional()),
  /** Staff addresses for NOTIFY_TRANSPORT=smtp, comma-separated. */
  NOTIFY_TO: optionalNonEmpty.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be e-mail addresses separated by commas')).min(1))
      .optional(),
  ),
  /** Sender address of notification mails (default: the first NOTIFY_TO address). */
  NOTIFY_FROM: optionalNonEmpty.pipe(z.email().optional()),
  /** Secret microCMS signs webhooks with (x-microcms-signature). Unset: no webhook endpoint (404). Secret. */
  MICROCMS_WEBHOOK_SECRET: optionalNonEmpty.pipe(z.string().min(16, 'must be at least 16 characters (a long random secret)').optional()),
  /** Bearer token for GET /api/publish/status. Secret. Unset: no status endpoint (404). */
  PUBLISH_STATUS_TOKEN: optionalNonEmpty.pipe(z.string().min(24, 'must be at least 24 characters (a long random secret)').optional()),
  /** Minutes between reconcile passes (a whole incremental sync); 0 turns the timer off (it still runs at start). */
  PUBLISH_RECONCILE_MINUTES: optionalNonEmpty
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a whole number of minutes')
        .transform(Number)
        .optional(),
    )
    .transform((v) => v ?? 10),
  /** Seconds before each retry of a failed publish, comma-separated; the last repeats. */
  PUBLISH_RETRY_SECONDS: optionalNonEmpty
    .pipe(
      z
        .string()
        .regex(/^\d{1,5}(,\d{1,5})*$/, 'must be seconds separated by commas, e.g. 5,20,60,300')
        .transform((v) => v.split(',').map(Number))
        .refine((list) => list.every((n) => n >= 1), 'each delay must be at least 1 second')
        .optional(),
    )
    .transform((v) => v ?? [5, 20, 60, 300]),
  /** Form posts allowed per client and form: `count/seconds` (default 10 per 10 minutes). */
  FORM_RATE_LIMIT: optionalNonEmpty
    .pipe(
      z
        .string()
        .regex(/^\d{1,7}\/\d{1,7}$/, 'must be count/seconds, e.g. 10/600')
        .transform((v) => {
          const [max, seconds] = v.split('/').map(Number) as [number, number];
          return { max, windowMs: seconds * 1000 };
        })
        .refine((r) => r.max >= 1 && r.windowMs >= 1000, 'count and seconds must be at least 1')
        .optional(),
    )
    .transform((v) => v ?? { max: 10, windowMs: 600_000 }),
});

export type Env = z.output<typeof envSchema>;

/** Thrown when the environment is invalid; `problems` lists every variable at fault. */
export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'EnvError';
  }
}

/** Checked apart from the schema so that it is reported together with every other problem. */
function credentialPairProblem(source: Record<string, string | undefined>): string | undefined {
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  if (set('MICROCMS_SERVICE_DOMAIN') === set('MICROCMS_API_KEY')) return undefined;
  const missing = set('MICROCMS_SERVICE_DOMAIN') ? 'MICROCMS_API_KEY' : 'MICROCMS_SERVICE_DOMAIN';
  return `${missing}: set both MICROCMS_SERVICE_DOMAIN and MICROCMS_API_KEY, or neither to use the embedded content`;
}

/** Settings a chosen notification transport needs; reported with every other problem. */
function notifyProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  const transport = (source.NOTIFY_TRANSPORT ?? '').trim();
  const problems: string[] = [];
  if (transport === 'webhook' && !set('NOTIFY_WEBHOOK_URL')) problems.push('NOTIFY_WEBHOOK_URL: required when NOTIFY_TRANSPORT=webhook');
  if (transport === 'smtp') {
    if (!set('SMTP_URL')) problems.push('SMTP_URL: required when NOTIFY_TRANSPORT=smtp');
    if (!set('NOTIFY_TO')) problems.push('NOTIFY_TO: required when NOTIFY_TRANSPORT=smtp');
  }
  return problems;
}

/** Backup settings without BACKUP_DIR would silently do nothing. */
function backupProblems(source: Record<string, string | undefined>): string[] {
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  if (set('BACKUP_DIR')) return [];
  return ['BACKUP_EVERY_HOURS', 'BACKUP_KEEP'].filter(set).map((name) => `${name}: has no effect without BACKUP_DIR`);
}

let dotEnvLoaded = false;

/**
 * Reads `.env` from the working directory (or the file `ENV_FILE` names) into
 * process.env, once, with Node's own parser (no dependency). Variables that
 * are already set win, so the shell and the host's settings override the
 * file. Tests never read a developer's `.env` (Vitest sets VITEST, the test
 * runner SITE_TEST) unless ENV_FILE asks for a file.
 */
export function loadDotEnv(source: Record<string, string | undefined> = process.env): void {
  if (dotEnvLoaded) return;
  dotEnvLoaded = true;
  const explicit = source.ENV_FILE?.trim();
  if (!explicit && (source.VITEST || source.SITE_TEST)) return;
  try {
    process.loadEnvFile(explicit || '.env');
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (!explicit && code === 'ENOENT') return; // no .env: the environment alone
    throw new EnvError([`ENV_FILE: cannot read ${explicit || '.env'} (${error instanceof Error ? error.message : String(error)})`]);
  }
}

/** Validates the environment; with the default source it first reads `.env` (loadDotEnv). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  if (source === process.env) loadDotEnv(source);
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((i) => `${String(i.path[0] ?? 'environment')}: ${i.message}`);
  const pair = credentialPairProblem(source);
  if (pair) problems.push(pair);
  problems.push(...notifyProblems(source));
  problems.push(...backupProblems(source));
  if (result.success && result.data.HEADERS_TIMEOUT_SECONDS > result.data.REQUEST_TIMEOUT_SECONDS) {
    problems.push('HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS (the headers are part of the request)');
  }
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  return result.data;
}
