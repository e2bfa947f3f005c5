import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DbHandle } from '../db/client';
import { resolvePath, settings } from '../settings';
import { imageStorage, uploadStorage, WRITTEN_IMAGE_PREFIXES, type UploadStorage } from '../storage';
import { dumpEmbedded, dumpPostgres } from './database';
import { DATABASE_FILE, FORMAT, MANIFEST, sha256File, type Manifest, type ManifestFile, type StoreName } from './manifest';

/**
 * A backup: a folder BACKUP_DIR/<UTC time>/ holding database.sql (a plain SQL dump), the stored
 * files (owners' uploads under files/uploads/, the images written at run time under
 * files/images/), and manifest.json (engine, migration level, rows per table, every file's size
 * and SHA-256). It is made under a hidden temporary name and renamed when whole, so a folder with
 * a backup's name is always complete; then the oldest complete backups beyond BACKUP_KEEP go.
 */
export type BackupOptions = {
  /** Where backups go; default BACKUP_DIR. */
  dir?: string;
  /** How many complete backups to keep; default BACKUP_KEEP. */
  keep?: number;
  /** PostgreSQL's address for pg_dump; default DATABASE_URL. */
  databaseUrl?: string;
  /** The stores whose files are backed up; default the configured ones. */
  stores?: Partial<Record<StoreName, UploadStorage>>;
  now?: () => Date;
};

export type BackupResult = {
  folder: string;
  manifest: Manifest;
  ms: number;
  /** Complete backups removed by the retention rule. */
  removed: string[];
};

/** A complete backup's folder name: the UTC time it was started, e.g. 2026-11-28T03-00-00Z. */
export const BACKUP_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d+)?$/;
const PARTIAL = /^\.partial-/;

export function backupDir(dir?: string): string {
  return resolvePath(dir ?? settings().BACKUP_DIR);
}

/** The complete backups in `dir`, oldest first. */
export async function listBackups(dir?: string): Promise<string[]> {
  const root = backupDir(dir);
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  const names = entries.filter((e) => e.isDirectory() && BACKUP_NAME.test(e.name)).map((e) => e.name);
  const complete: string[] = [];
  for (const name of names.sort()) {
    if (await fs.stat(path.join(root, name, MANIFEST)).catch(() => undefined)) complete.push(path.join(root, name));
  }
  return complete;
}

/** The configured stores: uploads (without the bucket's images/ and backups/ prefixes) and written images. */
function defaultStores(): Record<StoreName, UploadStorage> {
  return { uploads: uploadStorage(), images: imageStorage() };
}

async function keysOf(name: StoreName, store: UploadStorage): Promise<string[]> {
  if (name === 'images') return (await Promise.all(WRITTEN_IMAGE_PREFIXES.map((p) => store.list(p)))).flat();
  const keys = await store.list('');
  // One bucket holds the uploads at its top and the images (and bucket backups) under prefixes of their own.
  return store.kind === 's3' ? keys.filter((k) => !k.startsWith('images/') && !k.startsWith('backups/')) : keys;
}

/** Copies one stored file into the backup, hashing it on the way. */
async function copyFile(store: UploadStorage, key: string, target: string): Promise<{ bytes: number; sha256: string; type?: string } | undefined> {
  const stored = await store.get(key);
  if (!stored) return undefined; // removed since it was listed
  await fs.mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let bytes = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(Readable.fromWeb(stored.body as import('node:stream/web').ReadableStream<Uint8Array>), tap, createWriteStream(target, { flags: 'wx' }));
  return { bytes, sha256: hash.digest('hex'), ...(stored.contentType ? { type: stored.contentType } : {}) };
}

function stamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z').replaceAll(':', '-');
}

async function fsyncPath(p: string) {
  const handle = await fs.open(p, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => {});
  } finally {
    await handle.close();
  }
}

export async function makeBackup(handle: DbHandle, options: BackupOptions = {}): Promise<BackupResult> {
  const started = Date.now();
  const root = backupDir(options.dir);
  const keep = options.keep ?? settings().BACKUP_KEEP;
  const createdAt = (options.now ?? (() => new Date()))();
  await fs.mkdir(root, { recursive: true });
  const temp = path.join(root, `.partial-${stamp(createdAt)}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(temp);
  try {
    const sqlFile = path.join(temp, DATABASE_FILE);
    const url = options.databaseUrl ?? settings().DATABASE_URL;
    const dumped = handle.engine === 'postgres' ? await dumpPostgres(requireUrl(url), sqlFile) : await dumpEmbedded(handle, sqlFile);
    const files: ManifestFile[] = [{ path: DATABASE_FILE, bytes: (await fs.stat(sqlFile)).size, sha256: await sha256File(sqlFile) }];

    const stores = { ...defaultStores(), ...options.stores };
    for (const name of ['uploads', 'images'] as const) {
      const store = stores[name];
      for (const key of await keysOf(name, store)) {
        const rel = path.posix.join('files', name, key);
        const copied = await copyFile(store, key, path.join(temp, ...rel.split('/')));
        if (copied) files.push({ path: rel, store: name, key, ...copied });
      }
    }

    const manifest: Manifest = {
      format: FORMAT,
      createdAt: createdAt.toISOString(),
      engine: handle.engine,
      serverVersion: dumped.serverVersion,
      migrations: dumped.migrations,
      tables: dumped.counts,
      files,
    };
    await fs.writeFile(path.join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx' });
    await fsyncPath(path.join(temp, DATABASE_FILE));
    await fsyncPath(path.join(temp, MANIFEST));
    await fsyncPath(temp);

    const folder = await renameFree(temp, path.join(root, stamp(createdAt)));
    await fsyncPath(root);
    const removed = await pruneBackups(root, keep, folder);
    return { folder, manifest, ms: Date.now() - started, removed };
  } catch (err) {
    await fs.rm(temp, { recursive: true, force: true });
    throw err;
  }
}

function requireUrl(url: string | undefined): string {
  if (!url) throw new Error('A PostgreSQL backup needs DATABASE_URL.');
  return url;
}

/** Renames the finished folder to its name, or the name with -2, -3… when that second is taken. */
async function renameFree(from: string, to: string): Promise<string> {
  for (let n = 1; n < 100; n++) {
    const target = n === 1 ? to : `${to}-${n}`;
    if (await fs.stat(target).catch(() => undefined)) continue;
    await fs.rename(from, target);
    return target;
  }
  throw new Error(`Could not name the backup ${to}: too many backups that second.`);
}

/**
 * Removes the oldest complete backups beyond `keep` (never `current`), and unfinished ones a crash
 * left more than a day ago. Returns the folders removed.
 */
export async function pruneBackups(root: string, keep: number, current?: string): Promise<string[]> {
  const complete = await listBackups(root);
  const removed: string[] = [];
  const surplus = complete.length - keep;
  for (const folder of complete.slice(0, Math.max(0, surplus))) {
    if (folder === current) continue;
    await fs.rm(folder, { recursive: true, force: true });
    removed.push(folder);
  }
  const entries = await fs.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory() || !PARTIAL.test(entry.name)) continue;
    const full = path.join(root, entry.name);
    const stat = await fs.stat(full).catch(() => undefined);
    if (stat && Date.now() - stat.mtimeMs > 24 * 60 * 60 * 1000) await fs.rm(full, { recursive: true, force: true });
  }
  return removed;
}

/** One line saying what a backup holds (the CLI and the server's log). */
export function describeBackup(result: BackupResult): string {
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const stored = manifest.files.filter((f) => f.store);
  const bytes = manifest.files.reduce((a, f) => a + f.bytes, 0);
  return (
    `Backup made in ${(result.ms / 1000).toFixed(1)} s: ${result.folder}\n` +
    `  ${manifest.engine === 'pglite' ? 'embedded database' : 'PostgreSQL'}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.migrations.applied} migrations applied; ` +
    `${stored.length} stored files; ${(bytes / 1024 / 1024).toFixed(1)} MB in all` +
    (result.removed.length ? `\n  Removed ${result.removed.length} older backup(s) beyond BACKUP_KEEP: ${result.removed.map((f) => path.basename(f)).join(', ')}` : '')
  );
}
