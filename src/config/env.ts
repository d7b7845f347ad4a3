/**
 * The one place environment variables are read and validated. Every entry
 * point (build, sync, server) calls `loadEnv()` once at start; an invalid
 * environment fails with one error listing every problem.
 * Server-only: never import this from browser code (it would leak secrets).
 */
import { z } from 'zod';

const optionalNonEmpty = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z
  .object({
    /** microCMS service domain (the `xxx` of xxx.microcms.io). Unset: embedded content. */
    MICROCMS_SERVICE_DOMAIN: optionalNonEmpty.pipe(
      z.string().regex(/^[a-z0-9-]+$/, 'must be the bare service domain, e.g. "aonami" (no https://, no .microcms.io)').optional(),
    ),
    /** microCMS read API key. Secret. */
    MICROCMS_API_KEY: optionalNonEmpty,
    /** Where the content snapshot lives. */
    CONTENT_SNAPSHOT_DIR: optionalNonEmpty.transform((v) => v ?? '.cache/content'),
    /** Public origin for canonical URLs, e.g. https://www.example.com (no trailing slash). */
    SITE_ORIGIN: optionalNonEmpty.pipe(
      z.url({ protocol: /^https?$/ }).refine((u) => !u.endsWith('/'), 'must not end with "/"').optional(),
    ),
    /** Port of the site server. */
    PORT: optionalNonEmpty.pipe(
      z.string().regex(/^\d{1,5}$/, 'must be a port number').transform(Number).refine((n) => n >= 1 && n <= 65535, 'must be 1–65535').optional(),
    ).transform((v) => v ?? 3000),
  });

export type Env = z.output<typeof envSchema>;

/** Thrown when the environment is invalid; `problems` lists every variable at fault. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
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

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  const problems = result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`);
  const pair = credentialPairProblem(source);
  if (pair) problems.push(pair);
  if (!result.success || problems.length > 0) throw new EnvError(problems);
  return result.data;
}

/** True when no CMS credentials are configured and the embedded content service is used. */
export const usesEmbeddedContent = (env: Env): boolean => env.MICROCMS_SERVICE_DOMAIN === undefined;
