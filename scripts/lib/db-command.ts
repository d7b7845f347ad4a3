/**
 * What `npm run backup` and `npm run restore` share: strict arguments, the
 * data directory (`--data-dir`, else DATA_DIR from the environment), and exit
 * codes: 2 for a usage error (bad arguments or environment), 1 for a refusal
 * or failure, each with a one-line message rather than a stack trace.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { EnvError, loadEnv } from '../../src/config/env.ts';
import { BackupError } from '../../server/intake/backup.ts';
import { DataDirBusyError } from '../../server/intake/data-lock.ts';

export class UsageError extends Error {}

const dataDirOption = { 'data-dir': { type: 'string' } } as const;

export interface CommandLine {
  /** Each caller checks the type of what it reads. */
  values: Record<string, unknown>;
  positionals: string[];
  dataDir: string;
}

export function parseCommandLine(options: ParseArgsOptionsConfig, positionals: number): CommandLine {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    parsed = parseArgs({
      args: process.argv.slice(2),
      options: { ...options, ...dataDirOption },
      allowPositionals: positionals > 0,
      strict: true,
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== positionals)
    throw new UsageError(`expected ${positionals} argument(s), got ${parsed.positionals.length}`);
  const given = parsed.values['data-dir'];
  if (given === '') throw new UsageError('--data-dir needs a directory');
  // The environment is read (and validated) only when it is needed.
  let dataDir: string;
  if (typeof given === 'string') dataDir = given;
  else {
    const env = loadEnv();
    if (env.DATABASE_URL)
      throw new UsageError(
        "the forms are in PostgreSQL (DATABASE_URL): back them up and restore them with PostgreSQL's tools (pg_dump, pg_restore). This command handles the SQLite database of a single server (DATA_DIR, or --data-dir).",
      );
    dataDir = env.DATA_DIR;
  }
  return { values: parsed.values, positionals: parsed.positionals, dataDir };
}

/** Runs the command's body and turns its errors into a message and an exit code. */
export async function runDbCommand(name: string, usage: string, body: () => Promise<void> | void): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof UsageError || error instanceof EnvError) {
      console.error(`${name}: ${error.message}\nusage: ${usage}`);
      process.exitCode = 2;
    } else {
      const expected = error instanceof BackupError || error instanceof DataDirBusyError;
      console.error(expected ? `${name}: ${error.message}` : error);
      process.exitCode = 1;
    }
  }
}
