import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MigrationLevel, TableCounts } from './database';

/** What a backup folder holds, written last as manifest.json: a folder without one is not a backup. */
export type Manifest = {
  format: typeof FORMAT;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  serverVersion: string;
  migrations: MigrationLevel;
  tables: TableCounts;
  /** database.sql first, then the stored files under files/<store>/<key>. */
  files: ManifestFile[];
};

export type StoreName = 'uploads' | 'images';
/** A file of the backup; a stored one names its store, key and (where the store keeps one) type. */
export type ManifestFile = { path: string; bytes: number; sha256: string; store?: StoreName; key?: string; type?: string };

export const FORMAT = 'vn-rentals-backup/1';
export const MANIFEST = 'manifest.json';
export const DATABASE_FILE = 'database.sql';

/** A backup that cannot be used: the message says why, for an operator. */
export class BackupProblem extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Reads a backup folder's manifest, checking its shape. */
export async function readManifest(folder: string): Promise<Manifest> {
  const file = path.join(folder, MANIFEST);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    const exists = await fs.stat(folder).catch(() => undefined);
    throw new BackupProblem(
      exists?.isDirectory()
        ? `${folder} has no ${MANIFEST}: it is not a complete backup (an unfinished one, or not a backup folder).`
        : `There is no backup folder at ${folder}.`,
    );
  }
  let parsed: Partial<Manifest>;
  try {
    parsed = JSON.parse(text) as Partial<Manifest>;
  } catch {
    throw new BackupProblem(`${file} is not valid JSON: the backup is damaged.`);
  }
  if (parsed.format !== FORMAT || !Array.isArray(parsed.files) || typeof parsed.tables !== 'object' || !parsed.migrations) {
    throw new BackupProblem(`${file} is not a manifest this version understands (format ${JSON.stringify(parsed.format)}, expected ${FORMAT}).`);
  }
  if (!parsed.files.some((f) => f.path === DATABASE_FILE)) throw new BackupProblem(`${file} lists no ${DATABASE_FILE}.`);
  return parsed as Manifest;
}

/**
 * Every file the manifest lists, checked against its size and SHA-256: a missing, truncated or
 * changed file is reported by name. Returns the manifest.
 */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const file = path.resolve(folder, entry.path);
    if (!file.startsWith(path.resolve(folder) + path.sep)) {
      problems.push(`${entry.path}: a path outside the backup folder`);
      continue;
    }
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) problems.push(`${entry.path}: missing`);
    else if (stat.size !== entry.bytes) problems.push(`${entry.path}: ${stat.size} bytes, the manifest says ${entry.bytes}`);
    else if ((await sha256File(file)) !== entry.sha256) problems.push(`${entry.path}: its contents differ from the checksum in the manifest`);
  }
  if (problems.length) {
    const shown = problems.slice(0, 10).join('\n  ');
    throw new BackupProblem(
      `The backup in ${folder} is damaged or was changed after it was made (${problems.length} file(s)):\n  ${shown}${problems.length > 10 ? '\n  …' : ''}`,
    );
  }
  return manifest;
}
