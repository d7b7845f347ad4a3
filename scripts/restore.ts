/**
 * `npm run restore -- FILE [--data-dir DIR]`: puts a backup in place of the
 * form database after checking it, while no site server runs on the data
 * directory; the replaced database is kept beside it (server/intake/restore.ts).
 */
import { restoreDatabase } from '../server/intake/restore.ts';
import { parseCommandLine, runDbCommand } from './lib/db-command.ts';

const usage = 'npm run restore -- FILE [--data-dir DIR]';

await runDbCommand('restore', usage, () => {
  const { positionals, dataDir } = parseCommandLine({}, 1);
  const result = restoreDatabase({ file: positionals[0] ?? '', dataDir });
  console.log(`restore: ${result.file} now holds ${positionals[0] ?? ''} (schema version ${result.schemaVersion})`);
  for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table.padEnd(12)} ${rows} rows`);
  if (result.previous) console.log(`restore: the database it replaced is kept as ${result.previous}`);
});
