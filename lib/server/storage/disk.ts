import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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
