/**
 * Where a test run keeps its temporary files: a directory of its own in `/dev/shm` (memory) when the
 * machine has one, instead of the disk's `/tmp`.
 *
 * Why: the integration tests build, link, index and delete tens of thousands of small files (releases,
 * search indexes, copies of the fixture site). On this machine's ext4 a third of Vitest's CPU time was the
 * kernel's (inode allocation scanning recently deleted inodes, block lookups): `vitest run` took 417 s with
 * 185 CPU-seconds of system time in /tmp, and 337 s with 80 in /dev/shm (docs/benchmarks.md, "Test suite").
 * The files never outlive the run, so nothing is lost by keeping them in memory; at most about 260 MB at once.
 *
 * A TMPDIR the caller set is kept as it is (their choice wins), and so is /tmp when /dev/shm is not a tmpfs
 * with room to spare.
 */
import { mkdtempSync, chmodSync, readdirSync, rmSync, statSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

const SHM = '/dev/shm';
const PREFIX = 'site-tests-';
const TMPFS_MAGIC = 0x01021994;
/** Free room /dev/shm must have: several times the run's peak, so the tests never fill the machine's memory. */
const MIN_FREE = 2 * 1024 ** 3;

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Directories an earlier run left (killed before it could clean up): ours, and their run's process is gone. */
function removeLeftovers(): void {
  for (const name of readdirSync(SHM)) {
    const pid = Number(/^site-tests-(\d+)-/.exec(name)?.[1]);
    if (!pid || alive(pid)) continue;
    const path = join(SHM, name);
    if (statSync(path).uid === process.getuid?.()) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * Points TMPDIR (read by `os.tmpdir()` in this process and every process it starts) at a new directory in
 * /dev/shm and returns it, or returns undefined and changes nothing. The directory is removed when this
 * process exits.
 */
export function keepTempFilesInMemory(): string | undefined {
  if (process.env.TMPDIR || process.platform !== 'linux') return undefined;
  try {
    const fs = statfsSync(SHM);
    if (fs.type !== TMPFS_MAGIC || fs.bavail * fs.bsize < MIN_FREE) return undefined;
    removeLeftovers();
    const dir = mkdtempSync(join(SHM, `${PREFIX}${process.pid}-`));
    // As /tmp is: the throwaway PostgreSQL (scripts/lib/throwaway-postgres.ts) runs as the postgres user when
    // the tests run as root, and must be able to reach its own directory inside this one.
    chmodSync(dir, 0o755);
    process.env.TMPDIR = dir;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  } catch {
    return undefined; // no /dev/shm, or not ours to write: the tests use /tmp as before
  }
}
