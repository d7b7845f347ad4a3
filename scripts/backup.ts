/**
 * `npm run backup -- --out FILE [--force] [--data-dir DIR]`: a consistent
 * copy of the form database, taken while the site server keeps running
 * (server/intake/backup.ts). Prints the file, its size and rows per table.
 */
import { backupDatabase } from '../server/intake/backup.ts';
import { parseCommandLine, runDbCommand, UsageError } from './lib/db-command.ts';

const usage = 'npm run backup -- --out FILE [--force] [--data-dir DIR]';

await runDbCommand('backup', usage, async () => {
  const { values, dataDir } = parseCommandLine({ out: { type: 'string' }, force: { type: 'boolean' } }, 0);
  if (typeof values.out !== 'string' || values.out === '') throw new UsageError('--out FILE is required');
  const result = await backupDatabase({ dataDir, out: values.out, force: values.force === true });
  console.log(`backup: wrote ${result.file} (${result.bytes} bytes, schema version ${result.schemaVersion})`);
  for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table.padEnd(12)} ${rows} rows`);
});
