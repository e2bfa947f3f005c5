/**
 * npm run restore -- <backup folder>
 *
 * Loads a backup made by `npm run backup` into the configured database, which must be empty
 * (PostgreSQL with DATABASE_URL: a new database; embedded: a PGLITE_DIR that does not exist yet),
 * and puts its stored files back into the configured storage (UPLOAD_DIR and MEDIA_DIR/images, or
 * the bucket). The manifest's checksums are checked first; afterwards every table's rows are
 * counted against the manifest and printed. A dump of the embedded database loads into PostgreSQL
 * too: that is a way off the embedded database. Exit 1 when anything is refused or differs.
 */
import { parseArgs } from 'node:util';
import { BackupProblem } from '@/lib/server/backup/manifest';
import { describeRestore, restoreBackup } from '@/lib/server/backup/restore';

const USAGE = 'Usage: npm run restore -- <backup folder>   (e.g. npm run restore -- .data/backups/2026-11-28T03-00-00Z)';

async function main() {
  let folder: string | undefined;
  try {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new Error('give exactly one backup folder');
    folder = positionals[0];
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    process.exit(1);
  }
  const report = await restoreBackup(folder, { log: (line) => console.log(line) });
  console.log(`\nRestored into ${report.target}:`);
  console.log(describeRestore(report));
  if (!report.ok) {
    console.error('\nThe restored database differs from the backup (see above): do not serve it; look into it, then restore again into a new empty database.');
    process.exit(1);
  }
  console.log('\nEvery table holds the rows the backup holds. `npm start` serves it (no migration or seeding needed).');
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(err instanceof BackupProblem ? `Not restored: ${message}` : `The restore failed: ${message}`);
  process.exit(1);
});
