import 'server-only';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertKey, type UploadStorage } from './types';

/**
 * Uploads on the local disk under `root`. A file is written under a temporary name beside its
 * final one, flushed to disk, then renamed into place (atomic on one filesystem), and the
 * directory entry is flushed too: a crash leaves either the whole file or a stray `.tmp` file,
 * never a truncated image under a name the database knows.
 */
export function diskStorage(root: string): UploadStorage & { root: string; pathOf(key: string): string } {
  const pathOf = (key: string) => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    root,
    pathOf,
    async put(key, body) {
      const target = pathOf(key);
      const dir = path.dirname(target);
      await fs.mkdir(dir, { recursive: true });
      const temp = `${target}.${randomUUID()}.tmp`;
      const file = await fs.open(temp, 'wx', 0o644);
      try {
        await file.writeFile(body);
        await file.sync();
      } finally {
        await file.close();
      }
      try {
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
      await syncDirectory(dir);
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async get(key) {
      const file = pathOf(key);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return null;
      // A file is only ever replaced whole (put renames into place), so the size stated is the one read.
      const etag = `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"`;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, bytes: stat.size, etag, modified: stat.mtime };
    },
    async list(prefix) {
      const start = prefix.replace(/\/+$/, '');
      if (start) assertKey(start);
      const keys: string[] = [];
      const walk = async (dir: string, key: string) => {
        const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
        for (const entry of entries) {
          if (entry.name.endsWith('.tmp')) continue; // a write in flight, or one a crash left
          const child = key ? `${key}/${entry.name}` : entry.name;
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), child);
          else if (entry.isFile()) keys.push(child);
        }
      };
      const target = start ? pathOf(start) : root;
      const stat = await fs.stat(target).catch(() => undefined);
      if (stat?.isFile()) return [start];
      if (stat?.isDirectory()) await walk(target, start);
      return keys.sort();
    },
  };
}

async function syncDirectory(dir: string) {
  // Not every platform lets a directory be opened for fsync (Windows); the rename stands anyway.
  const handle = await fs.open(dir, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync().catch(() => {});
  } finally {
    await handle.close();
  }
}
