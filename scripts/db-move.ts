/**
 * npm run db:move -- --to postgres://user:password@host:5432/database [--uploads]
 *
 * Moves the site off the embedded database: copies everything in the embedded database at
 * PGLITE_DIR into an empty PostgreSQL database (lib/server/db/move.ts), prints the rows of every
 * table on both sides, and exits 1 if any differ. With --uploads it also copies the uploads
 * (UPLOAD_DIR) and the images written while the site ran (MEDIA_DIR/images: listings/, media/)
 * into the bucket configured by S3_*. Stop the site first: the embedded database admits one process.
 * Afterwards, set DATABASE_URL (and S3_*) and start the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, type DbHandle } from '@/lib/server/db/client';
import { formatCounts, moveDatabase, MoveRefused } from '@/lib/server/db/move';
import { resolvePath, settings } from '@/lib/server/settings';
import { diskStorage, imageStorage, uploadStorage, WRITTEN_IMAGE_PREFIXES } from '@/lib/server/storage';
import { copyStorage } from '@/lib/server/storage/copy';

const USAGE = `Usage: npm run db:move -- --to postgres://user:password@host:5432/database [--uploads]

  --to URL     the PostgreSQL database to move the embedded database (PGLITE_DIR) into.
               It must be empty: create it first (createdb), the move makes its tables.
  --uploads    also copy the uploads (UPLOAD_DIR) and the images written on the site
               (MEDIA_DIR/images: listings/, media/) into the bucket set by S3_ENDPOINT,
               S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. May be run on its own.
  --help       print this help.

Stop the site first: the embedded database can be open in one process only.
Then start the site with DATABASE_URL set to the same URL (and S3_* for the uploads).`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function parse() {
  try {
    return parseArgs({ options: { to: { type: 'string' }, uploads: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } }, strict: true }).values;
  } catch (err) {
    return fail(`${(err as Error).message}\n\n${USAGE}`);
  }
}

function targetUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail(`--to must be a PostgreSQL URL such as postgres://user:password@host:5432/database (got "${raw}").`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') fail(`--to must start with postgres:// or postgresql:// (got ${url.protocol}//…).`);
  if (url.pathname.length < 2) fail('--to must name the database, e.g. postgres://user@host:5432/rentals.');
  return raw;
}

/** Where a URL may be printed: without its password. */
function shown(raw: string): string {
  const url = new URL(raw);
  if (url.password) url.password = '***';
  return url.toString();
}

async function moveRows(to: string): Promise<boolean> {
  const dir = resolvePath(settings().PGLITE_DIR);
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) fail(`There is no embedded database at ${dir} (PGLITE_DIR): nothing to move.`);
  let source: DbHandle;
  try {
    // databaseUrl '' : the embedded database even when DATABASE_URL is set in the environment.
    source = await openDatabase({ databaseUrl: '', pgliteDir: dir });
  } catch (err) {
    return fail(`Could not open the embedded database: ${(err as Error).message}`);
  }
  try {
    console.log(`Moving the embedded database at ${dir} into ${shown(to)}…`);
    const report = await moveDatabase(source, to, { log: (line) => console.log(`  ${line}`) });
    const { text, ok } = formatCounts(report);
    console.log(text);
    if (!ok) console.error('The row counts differ: do not switch the site to this database; drop it and move again.');
    else if (!settings().STAFF_AUTH_SECRET) {
      console.log(`\nStart the site on PostgreSQL with the same staff key: STAFF_AUTH_SECRET set to the contents of ${resolvePath(settings().STAFF_AUTH_SECRET_FILE)} (or that file beside it). It signs the moved sessions and encrypts the second factors: with another key no one stays signed in and no second factor works.`);
    }
    return ok;
  } catch (err) {
    if (err instanceof MoveRefused) return fail(err.message);
    throw err;
  } finally {
    await source.close();
  }
}

async function moveUploads(): Promise<void> {
  const uploads = uploadStorage();
  const images = imageStorage();
  if (uploads.kind !== 's3' || images.kind !== 's3') {
    fail('--uploads needs a bucket: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_REGION if needed).');
  }
  const s = settings();
  const uploadDir = resolvePath(s.UPLOAD_DIR);
  const imageDir = path.join(resolvePath(s.MEDIA_DIR), 'images');
  console.log(`Copying ${uploadDir} and ${imageDir}/{${WRITTEN_IMAGE_PREFIXES.join(',')}} into the bucket ${s.S3_BUCKET}…`);
  const sum = { copied: 0, bytes: 0, skipped: [] as string[] };
  const add = (r: { copied: number; bytes: number; skipped: string[] }, where: string) => {
    sum.copied += r.copied;
    sum.bytes += r.bytes;
    sum.skipped.push(...r.skipped.map((k) => `${where}/${k}`));
    console.log(`  ${where}: ${r.copied} files`);
  };
  add(await copyStorage(diskStorage(uploadDir), uploads), uploadDir);
  for (const prefix of WRITTEN_IMAGE_PREFIXES) add(await copyStorage(diskStorage(imageDir), images, prefix), `${imageDir}/${prefix}`);
  if (sum.skipped.length) console.warn(`Skipped ${sum.skipped.length} file(s) whose names the site never writes: ${sum.skipped.slice(0, 10).join(', ')}${sum.skipped.length > 10 ? ', …' : ''}`);
  console.log(`Copied ${sum.copied} files (${(sum.bytes / 1e6).toFixed(1)} MB) into the bucket.`);
}

async function main() {
  const values = parse();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.to && !values.uploads) fail(`Say where to move: --to postgres://… and/or --uploads.\n\n${USAGE}`);
  if (values.uploads) {
    // Checked before the rows move, so that a missing bucket is said at once.
    const s = settings();
    if (!(s.S3_ENDPOINT && s.S3_BUCKET && s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY)) {
      fail('--uploads needs a bucket: set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_REGION if needed).');
    }
  }
  let ok = true;
  if (values.to) ok = await moveRows(targetUrl(values.to));
  if (ok && values.uploads) await moveUploads();
  if (!ok) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
