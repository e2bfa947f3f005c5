/**
 * npm run backup / npm run restore, on the engine the run uses (the embedded
 * database, or PostgreSQL with DATABASE_URL): a database filled through the site's own actions and
 * stores with files in them are backed up, restored into a fresh database and fresh stores, and the
 * API answers the same from the restored copy; every table's rows match the manifest; a changed
 * file is refused; a database that holds anything is refused and left as it was. On PostgreSQL the
 * dump is also restored into the embedded database (the other way, embedded into PostgreSQL, is
 * checked by npm run test:backup).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';

// The data caches would answer the restored copy with what they read from the original.
// The backup service's own backups (the schedule) go to the configured folders: temporary ones.
vi.hoisted(() => {
  process.env.DATA_CACHE = 'off';
  const scratch = `${process.env.TMPDIR ?? '/tmp'}/backup-test-settings-${process.pid}`;
  process.env.BACKUP_DIR = `${scratch}/backups`;
  process.env.UPLOAD_DIR = `${scratch}/uploads`;
});

import { getDbHandle, openDatabase, rowsOf, useDbHandle, type DbHandle } from '@/lib/server/db/client';
import { cities } from '@/lib/server/db/schema';
import S3rver from 's3rver';
import { diskStorage, s3Storage, underPrefix, type UploadStorage } from '@/lib/server/storage';
import { readAll } from '@/lib/server/storage/types';
import { listBackups, makeBackup, type BackupResult } from '@/lib/server/backup/make';
import { BackupProblem, readManifest } from '@/lib/server/backup/manifest';
import { restoreBackup } from '@/lib/server/backup/restore';
import { startBackupService } from '@/lib/server/backup/service';
import { metrics } from '@/lib/observability/metrics';
import { appSettings } from '@/lib/server/db/schema';
import { saveContact } from '@/lib/server/submissions/contacts';
import { contactSchema } from '@/lib/forms/contact';
import { get } from '../support/api';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
const onPostgres = Boolean(process.env.DATABASE_URL);
const created: string[] = []; // PostgreSQL databases this file made

function stores(name: string): Record<'uploads' | 'images', UploadStorage & { root: string }> {
  return { uploads: diskStorage(path.join(work, name, 'uploads')), images: diskStorage(path.join(work, name, 'images')) };
}

async function adminQuery(statement: string) {
  const { Client } = await import('pg');
  const admin = new URL(process.env.DATABASE_URL!);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freshPostgres(): Promise<string> {
  const name = `backup_t_${process.pid}_${created.length}_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  created.push(name);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The API's answers that a restore must give back unchanged (read through the real route handlers). */
async function answers(detailId: number) {
  const paths: [string, Record<string, string | number>][] = [
    ['/api/cities', {}],
    ['/api/properties/filter', { cityId: 1, pageIndex: 1, pageSize: 20 }],
    ['/api/properties/filter', { propertyType: 2, pageIndex: 2, pageSize: 10 }],
    // The keyword search runs on pg_trgm's indexes.
    ['/api/properties/filter', { keyword: 'apartment', pageSize: 30 }],
    ['/api/properties/detail', { id: detailId }],
    ['/api/blogs', { pageIndex: 1 }],
    ['/api/projects/all', { pageIndex: 1 }],
  ];
  const out: Record<string, unknown> = {};
  for (const [p, q] of paths) {
    const res = await get(p, q);
    expect(res.status, `${p} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
    out[`${p}?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`] = { status: res.status, body: res.body };
  }
  return out;
}

let original: DbHandle;
let source: ReturnType<typeof stores>;
let backup: BackupResult;
let before: Record<string, unknown>;
let detailId: number;

beforeAll(async () => {
  original = await getDbHandle();
  // Filled through the site's own action: a contact request with its inbox item and mails.
  const input = contactSchema.parse({ language: 'en', cityId: 1, expectedCheckInDate: '03/01/2026', expectedTourInspectionDate: '02/20/2026', fullName: 'Backup Test', email: 'backup-test@example.vn', phone: '+84 90 765 4321' });
  await saveContact(input, '203.0.113.42');
  source = stores('source');
  await source.uploads.put('owners/2026-11/test-1.webp', new Uint8Array([1, 2, 3, 4, 5]), 'image/webp');
  await source.images.put('listings/12/photo-1.webp', new Uint8Array(2048).fill(7), 'image/webp');
  await source.images.put('media/logo.png', new Uint8Array([137, 80, 78, 71]), 'image/png');
  await source.images.put('residences/demo-picture.jpg', new Uint8Array([9]), 'image/jpeg');
  detailId = ((await get('/api/properties/filter', { pageSize: 1 })).body as { items: { id: number }[] }).items[0].id;
  before = await answers(detailId);
  backup = await makeBackup(original, { dir: path.join(work, 'backups'), stores: source, keep: 3 });
}, 300_000);

afterAll(async () => {
  useDbHandle(original);
  for (const name of created) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
  fs.rmSync(path.dirname(process.env.BACKUP_DIR!), { recursive: true, force: true });
});

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('writes a complete dated folder: the dump, the stored files and a manifest with every table and checksum', async () => {
    expect(path.basename(backup.folder)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z$/);
    expect(await listBackups(path.join(work, 'backups'))).toEqual([backup.folder]);
    const manifest = await readManifest(backup.folder);
    expect(manifest.engine).toBe(onPostgres ? 'postgres' : 'pglite');
    expect(manifest.tables['public.contact_requests']).toBeGreaterThanOrEqual(1);
    expect(manifest.tables['public.properties']).toBeGreaterThan(100);
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBe(manifest.migrations.applied);
    const stored = manifest.files.filter((f) => f.store).map((f) => `${f.store}:${f.key}:${f.bytes}`);
    // Only the images the site writes (listings/, media/) are copied, not the demo's pictures.
    expect(stored.sort()).toEqual(['images:listings/12/photo-1.webp:2048', 'images:media/logo.png:4', 'uploads:owners/2026-11/test-1.webp:5']);
    expect(fs.readFileSync(path.join(backup.folder, 'database.sql'), 'utf8')).toMatch(/INSERT INTO public\.contact_requests/);
    expect(fs.readdirSync(path.join(work, 'backups')).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('restores into a fresh database: rows per table, migrations, pg_trgm and files as backed up, and the API answers the same', async () => {
    const target = stores('restored');
    // An empty databaseUrl opens the embedded database even when DATABASE_URL is set.
    const into = onPostgres ? { databaseUrl: await freshPostgres() } : { databaseUrl: '', pgliteDir: path.join(work, 'restored-db') };
    const report = await restoreBackup(backup.folder, { ...into, stores: target });
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.trigram).toBe(true);
    expect(report.files).toBe(3);
    expect(fs.readFileSync(path.join(target.uploads.root, 'owners/2026-11/test-1.webp'))).toEqual(Buffer.from([1, 2, 3, 4, 5]));
    expect(fs.readFileSync(path.join(target.images.root, 'listings/12/photo-1.webp')).length).toBe(2048);

    // Opening it as `npm start` does applies no migration: the bookkeeping came back.
    const restored = await openDatabase({ ...into, migrate: true });
    try {
      const [migrations] = await rowsOf<{ n: number }>(restored.db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
      expect(migrations.n).toBe(backup.manifest.migrations.applied);
      useDbHandle(restored);
      expect(await answers(detailId)).toEqual(before);
      // The answers above came from the restored copy: a change there shows.
      await restored.db.update(cities).set({ nameEn: 'Restored Hanoi' }).where(eq(cities.id, 1));
      expect(JSON.stringify((await get('/api/cities')).body)).toContain('Restored Hanoi');
    } finally {
      useDbHandle(original);
      await restored.close();
    }

    // A second restore into it is refused, and it is left as it was.
    await expect(restoreBackup(backup.folder, { ...into, stores: target })).rejects.toThrow(/already holds/);
    const again = await openDatabase({ ...into, migrate: false });
    try {
      const [city] = await again.db.select({ name: cities.nameEn }).from(cities).where(eq(cities.id, 1));
      expect(city.name).toBe('Restored Hanoi');
    } finally {
      await again.close();
    }
  }, 240_000);

  it('refuses a backup whose dump or files were changed, before touching the target', async () => {
    const copy = path.join(work, 'tampered');
    fs.cpSync(backup.folder, copy, { recursive: true });
    const dump = path.join(copy, 'database.sql');
    fs.writeFileSync(dump, fs.readFileSync(dump, 'utf8').replace('Backup Test', 'Backup Tesx'));
    const target = path.join(work, 'never-made');
    const refused = restoreBackup(copy, { pgliteDir: target, stores: stores('tampered-stores') });
    await expect(refused).rejects.toBeInstanceOf(BackupProblem);
    await expect(refused).rejects.toThrow(/database\.sql: its contents differ/);
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(path.join(work, 'tampered-stores'))).toBe(false);

    fs.cpSync(backup.folder, copy, { recursive: true, force: true });
    fs.rmSync(path.join(copy, 'files/uploads/owners/2026-11/test-1.webp'));
    await expect(restoreBackup(copy, { pgliteDir: target })).rejects.toThrow(/test-1\.webp: missing/);
    fs.rmSync(path.join(copy, 'manifest.json'));
    await expect(restoreBackup(copy, { pgliteDir: target })).rejects.toThrow(/not a complete backup/);
    expect(fs.existsSync(target)).toBe(false);
  });

  it.runIf(onPostgres)('restores a PostgreSQL backup into the embedded database too', async () => {
    const dir = path.join(work, 'pg-to-embedded');
    const report = await restoreBackup(backup.folder, { pgliteDir: dir, stores: stores('pg-to-embedded-stores') });
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
    const restored = await openDatabase({ databaseUrl: '', pgliteDir: dir, migrate: true });
    expect(restored.engine).toBe('pglite');
    try {
      useDbHandle(restored);
      expect(await answers(detailId)).toEqual(before);
    } finally {
      useDbHandle(original);
      await restored.close();
    }
  }, 240_000);

  it('makes one scheduled backup a day from BACKUP_HOUR (Vietnam time), also across a restart', async () => {
    const dir = process.env.BACKUP_DIR!;
    let clock = new Date('2030-03-10T01:30:00Z'); // 08:30 in Ho Chi Minh City
    const start = () => startBackupService({ hour: 9, now: () => clock, checkMs: 3_600_000, listen: false });
    const first = await start();
    try {
      await first.tick();
      expect(await listBackups(dir)).toHaveLength(1); // the day before's slot (from 09:00 on the 9th) had none
      clock = new Date('2030-03-10T01:50:00Z');
      await first.tick();
      expect(await listBackups(dir)).toHaveLength(1);
    } finally {
      await first.stop();
    }
    // A restart within the same slot makes none: the slot is marked in the database.
    const second = await start();
    try {
      await second.tick();
      expect(await listBackups(dir)).toHaveLength(1);
      clock = new Date('2030-03-10T02:05:00Z'); // 09:05: the new day's slot
      await second.tick();
      expect(await listBackups(dir)).toHaveLength(2);
      await second.tick();
      expect(await listBackups(dir)).toHaveLength(2);
    } finally {
      await second.stop();
    }
    const [mark] = await original.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, 'backup.lastScheduledSlot'));
    expect(mark.value).toMatchObject({ slot: '2030-03-10T02:00:00.000Z' });
    // What monitoring reads: two backups made by this process, none failed, the last one just now.
    const scraped = await metrics().registry.metrics();
    expect(scraped).toMatch(/^backups_total\{result="ok"\} 2$/m);
    expect(scraped).not.toMatch(/^backups_total\{result="failed"\}/m);
    const last = Number(/^backup_last_success_timestamp_seconds (\S+)$/m.exec(scraped)?.[1]);
    expect(Date.now() / 1000 - last).toBeLessThan(600);

    if (onPostgres) {
      // Several instances: while another holds the backup lock, this one makes none.
      const { Client } = await import('pg');
      const other = new Client({ connectionString: process.env.DATABASE_URL });
      await other.connect();
      await other.query('SELECT pg_advisory_lock(727002)');
      clock = new Date('2030-03-11T02:05:00Z');
      const third = await start();
      try {
        await third.tick();
        expect(await listBackups(dir)).toHaveLength(2);
        await other.query('SELECT pg_advisory_unlock(727002)');
        await third.tick();
        expect(await listBackups(dir)).toHaveLength(3);
      } finally {
        await third.stop();
        await other.end();
      }
    }
  }, 240_000);

  it("backs up a bucket's uploads and written images (not its other prefixes) and puts them back into another bucket", async () => {
    const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(work, 's3'), configureBuckets: [{ name: 'source', configs: [] }, { name: 'target', configs: [] }] });
    const { port } = (await s3.run()) as { port: number };
    try {
      const bucket = (name: string) => s3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: name, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
      // As uploadStorage() and imageStorage() see one bucket: uploads at its top, images under images/.
      const src = bucket('source');
      await src.put('owners/2026-11/b-1.webp', new Uint8Array([1, 1, 2, 3, 5, 8]), 'image/webp');
      await src.put('images/listings/7/p-1.webp', new Uint8Array([13, 21]), 'image/webp');
      await src.put('images/residences/demo.jpg', new Uint8Array([0]), 'image/jpeg'); // not written at run time
      await src.put('backups/older/manifest.json', new Uint8Array([123, 125]), 'application/json');
      const made = await makeBackup(original, { dir: path.join(work, 'bucket-backups'), stores: { uploads: src, images: underPrefix(src, 'images') }, keep: 1 });
      const stored = made.manifest.files.filter((f) => f.store).map((f) => `${f.store}:${f.key}:${f.type}`);
      expect(stored).toEqual(['uploads:owners/2026-11/b-1.webp:image/webp', 'images:listings/7/p-1.webp:image/webp']);

      const dst = bucket('target');
      const report = await restoreBackup(made.folder, { databaseUrl: '', pgliteDir: path.join(work, 'bucket-restored'), stores: { uploads: dst, images: underPrefix(dst, 'images') } });
      expect(report.ok).toBe(true);
      expect(await dst.list('')).toEqual(['images/listings/7/p-1.webp', 'owners/2026-11/b-1.webp']);
      const photo = await dst.get('owners/2026-11/b-1.webp');
      expect(photo?.contentType).toBe('image/webp');
      expect([...(await readAll(photo!))]).toEqual([1, 1, 2, 3, 5, 8]);
    } finally {
      await s3.close();
    }
  }, 240_000);

  it('keeps BACKUP_KEEP complete backups, removing the oldest, and never counts an unfinished one', async () => {
    const dir = path.join(work, 'backups');
    fs.mkdirSync(path.join(dir, '.partial-2020-01-01T00-00-00Z-abcd'));
    fs.mkdirSync(path.join(dir, '2020-01-01T00-00-00Z')); // a name without a manifest: not a backup
    // With the first backup there, one more and BACKUP_KEEP=1: the first goes.
    const later = new Date(Date.now() + 60_000);
    const made = await makeBackup(original, { dir, stores: source, keep: 1, now: () => later });
    expect(made.removed).toEqual([backup.folder]);
    const kept = await listBackups(dir);
    expect(kept).toEqual([made.folder]);
    // A recent unfinished one may be a backup in progress: left alone, as the folder that is no backup.
    expect(fs.existsSync(path.join(dir, '.partial-2020-01-01T00-00-00Z-abcd'))).toBe(true);
    expect(fs.existsSync(path.join(dir, '2020-01-01T00-00-00Z'))).toBe(true);
    expect(kept).not.toContain(backup.folder);
    expect(fs.existsSync(backup.folder)).toBe(false);
  }, 240_000);
});
