/**
 * npm run backup: a backup of the configured database and the stored files into a new dated folder
 * under BACKUP_DIR (lib/server/backup/make.ts); the oldest beyond BACKUP_KEEP are removed.
 *
 * PostgreSQL (DATABASE_URL): pg_dump runs here. The embedded database admits one process: while
 * the site runs, the server makes the backup on this command's request (lib/server/backup/control.ts)
 * and this prints what it made; with the site stopped, this opens the database itself.
 * Exit 1, with the reason, when no backup was made.
 */
import fs from 'node:fs';
import { openDatabase } from '@/lib/server/db/client';
import { describeBackup, makeBackup } from '@/lib/server/backup/make';
import { requestBackup } from '@/lib/server/backup/control';
import { resolvePath, settings } from '@/lib/server/settings';

function fail(message: string): never {
  console.error(`No backup was made: ${message}`);
  process.exit(1);
}

async function ownBackup() {
  const handle = await openDatabase({ migrate: false });
  try {
    const result = await makeBackup(handle);
    console.log(describeBackup(result));
  } finally {
    await handle.close();
  }
}

async function main() {
  let s: ReturnType<typeof settings>;
  try {
    s = settings();
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  if (s.DATABASE_URL) return ownBackup();

  const dataDir = resolvePath(s.PGLITE_DIR);
  const asked = await requestBackup(dataDir);
  if (asked) {
    if (!asked.ok) fail(`the running server could not make it: ${asked.error}`);
    console.log(`The running server made the backup.\n${asked.summary}`);
    return;
  }
  if (!fs.existsSync(dataDir)) fail(`there is no embedded database at ${dataDir} (PGLITE_DIR). Start the site once, or set PGLITE_DIR.`);
  try {
    await ownBackup();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (/is in use by process/.test(message)) {
      fail(`${message.replace(/ Stop that process first.*$/, '')} That process does not take backup requests (another command, or a server of an older version): wait for it to end, or restart the server, then run npm run backup again.`);
    }
    throw err;
  }
}

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
