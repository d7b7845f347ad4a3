/**
 * The PostgreSQL database of a site that runs on more than one server (`DATABASE_URL`, ADR 0006): a
 * connection pool (node-postgres) and the schema brought up to date when it opens.
 *
 * Migrations are the numbered SQL files in ./migrations, applied in order by postgres-migrations, each in its
 * own transaction and recorded with its hash (an applied file that was edited is refused). Its advisory lock
 * makes instances that start together wait for each other (it polls once a second) instead of failing, as
 * node-pg-migrate's would ("Another migration is already running"); it also needs no TypeScript loader or
 * command-line parser at run time. The lock and the transactions need one connection: a client of the pool
 * is taken for them, not the pool.
 */
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate } from 'postgres-migrations';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));

export interface PostgresOptions {
  /** Connections per instance (default 10). */
  maxConnections?: number;
  /** What the migration says ("Starting migration: 1 intake", "No migrations applied") and each idle connection lost. */
  log?: (line: string) => void;
}

/** Checks a DATABASE_URL before anything connects: what is wrong with it, without echoing its password. */
export function parseDatabaseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('DATABASE_URL is not a URL (expected postgres://user:password@host:5432/database)');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')
    throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//`);
  if (!url.hostname) throw new Error('DATABASE_URL has no host');
  if (url.pathname.length < 2) throw new Error('DATABASE_URL names no database (…/database at the end)');
  return url;
}

/** Opens a pool on `databaseUrl` and applies the migrations it lacks; resolves once the schema is current. */
export async function openPostgres(databaseUrl: string, options: PostgresOptions = {}): Promise<pg.Pool> {
  parseDatabaseUrl(databaseUrl);
  // A database that does not answer fails a request (and /readyz) after 5 s instead of holding it.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10, connectionTimeoutMillis: 5000 });
  const log = options.log ?? (() => {});
  // An idle client that loses its connection (a database restart) is dropped by the pool and replaced when
  // needed; without a listener the error would end the process.
  pool.on('error', (error) => log(`idle database connection lost: ${error.message}`));
  try {
    const client = await pool.connect();
    try {
      await migrate({ client }, MIGRATIONS, { logger: log });
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}
