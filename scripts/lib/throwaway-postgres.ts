/**
 * A throwaway PostgreSQL for the tests (and, as issue 27 goes on, the forms benchmark): Debian's server binaries (the `postgresql` package,
 * installed with apt-get when missing and running as root, as the end-to-end tests do for Chromium), `initdb`
 * into a new temporary directory, a free port on 127.0.0.1 and a socket directory of its own, then `pg_ctl`
 * to start and stop it. PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user
 * the package creates and its commands run as that user (`runuser`).
 *
 * Nothing of the machine's own clusters is touched (no `pg_ctlcluster`, no service): the server is a child of
 * `pg_ctl` with its own data directory, stopped by `stop()` and, if this process ends first, on its exit.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../engine/run-command.ts';
import { freePort } from './free-port.ts';

const DEBIAN_LIB = '/usr/lib/postgresql';

export interface ThrowawayPostgres {
  /** `postgres://…` for the database `site`, owned by the user `site` (trust authentication on 127.0.0.1). */
  url: string;
  port: number;
  /** The server's major version, e.g. 15. */
  version: number;
  /** Stops the server (fast shutdown) and deletes its directory. */
  stop(): Promise<void>;
}

export interface ThrowawayOptions {
  /**
   * Trade crash safety of the *database server* for speed (fsync, full-page writes and synchronous commit off):
   * for tests, where the server is never killed, only the site's processes are. Benchmarks keep the defaults.
   */
  fast?: boolean;
}

/** The newest Debian server binaries: /usr/lib/postgresql/<major>/bin. */
function findBinaries(): { bin: string; version: number } | undefined {
  if (!existsSync(DEBIAN_LIB)) return undefined;
  const versions = readdirSync(DEBIAN_LIB)
    .map(Number)
    .filter((v) => Number.isInteger(v) && existsSync(join(DEBIAN_LIB, String(v), 'bin', 'initdb')))
    .sort((a, b) => b - a);
  const version = versions[0];
  return version === undefined ? undefined : { bin: join(DEBIAN_LIB, String(version), 'bin'), version };
}

async function ensureBinaries(): Promise<{ bin: string; version: number }> {
  const found = findBinaries();
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log("PostgreSQL is missing: installing Debian's postgresql package (apt-get)…");
    // The package would create and start a cluster of its own ("main"): not wanted here.
    await mkdir('/etc/postgresql-common/createcluster.d', { recursive: true });
    await writeFile('/etc/postgresql-common/createcluster.d/no-main-cluster.conf', 'create_main_cluster = false\n');
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
    const installed = findBinaries();
    if (installed) return installed;
  }
  throw new Error(
    'This needs PostgreSQL and none was found.\n' +
      '  - On Debian/Ubuntu: sudo apt-get install postgresql (then run the command again), or\n' +
      '  - point DATABASE_URL at a PostgreSQL you run.',
  );
}

export async function startPostgres(options: ThrowawayOptions = {}): Promise<ThrowawayPostgres> {
  const { bin, version } = await ensureBinaries();
  const asRoot = process.getuid?.() === 0;
  // As root, every command runs as the package's postgres user, which must be able to reach the directory.
  const as = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]] : [join(bin, command), args];
  const dir = await mkdtemp(join(tmpdir(), 'throwaway-postgres-'));
  const data = join(dir, 'data');
  const socket = join(dir, 'socket');
  await mkdir(socket);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    await chmod(dir, 0o755);
    for (const path of [dir, socket]) await chown(path, uid, gid);
  }
  const quiet = { ...process.env, LC_ALL: 'C.UTF-8' };
  await run(...as('initdb', ['-D', data, '-U', 'site', '--auth=trust', '-E', 'UTF8', '--no-instructions']), quiet, () => {});
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${socket}`,
    "-c listen_addresses='127.0.0.1'",
    ...(options.fast ? ['-c fsync=off', '-c full_page_writes=off', '-c synchronous_commit=off'] : []),
  ];
  const log = join(dir, 'server.log');
  const stopNow = () => {
    try {
      const [command, args] = as('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      execFileSync(command, args, { stdio: 'ignore' });
    } catch {
      // Already stopped.
    }
  };
  try {
    await run(...as('pg_ctl', ['-D', data, '-l', log, '-o', settings.join(' '), '-w', '-t', '60', 'start']), quiet, () => {});
  } catch (error) {
    const tail = (await readFile(log, 'utf8').catch(() => '')).trim().split('\n').slice(-5).join('\n');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL ${version} did not start: ${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
  // A test run that ends without stop() (a crash, Ctrl-C) must not leave a server behind.
  process.once('exit', stopNow);
  await run(...as('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'site', 'site']), quiet, () => {});
  return {
    url: `postgres://site@127.0.0.1:${port}/site`,
    port,
    version,
    async stop() {
      process.removeListener('exit', stopNow);
      await run(...as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']), quiet, () => {}).catch(stopNow);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
