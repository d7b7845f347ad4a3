/**
 * Checks the content in the CMS against the content model: every entry of
 * every API, every field that differs (missing, wrong type, unknown select
 * value, broken reference, unknown field), and APIs that cannot be read with
 * the permission that is probably missing.
 *
 *   npm run cms:check
 *
 * Uses MICROCMS_SERVICE_DOMAIN / MICROCMS_API_KEY; without them, the embedded
 * content service over CONTENT_DIR. Exit 0 clean, 1 differences, 2 cannot connect.
 */
import { EnvError, loadEnv } from '../src/config/env.ts';
import { runCmsCheck } from './lib/cms-check-run.ts';

try {
  process.exitCode = await runCmsCheck(loadEnv());
} catch (err) {
  // An invalid environment or a failure before any request: nothing could be checked.
  console.error(`cms:check: ${err instanceof EnvError ? '' : 'failed: '}${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 2;
}
