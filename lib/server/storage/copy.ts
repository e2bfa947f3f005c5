import 'server-only';
import path from 'node:path';
import { FILE_TYPES as TYPES, readAll, STORAGE_KEY, type UploadStorage } from './types';


/** Files copied, their bytes, and the names skipped because the site never writes such a name (a stray file). */
export type CopyReport = { copied: number; bytes: number; skipped: string[] };

/**
 * Copies every file of `from` under `prefix` (all of it when empty) to the same key in `to`,
 * one file at a time; a file already there is written again (the same bytes), so a copy that
 * stopped part-way can simply be run again.
 */
export async function copyStorage(from: UploadStorage, to: UploadStorage, prefix = '', onFile?: (key: string) => void): Promise<CopyReport> {
  let copied = 0;
  let bytes = 0;
  const skipped: string[] = [];
  for (const key of await from.list(prefix)) {
    if (!STORAGE_KEY.test(key) || key.includes('..')) {
      skipped.push(key);
      continue;
    }
    const file = await from.get(key);
    if (!file) continue; // removed since it was listed
    const body = await readAll(file);
    await to.put(key, body, file.contentType ?? TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream');
    copied++;
    bytes += body.byteLength;
    onFile?.(key);
  }
  return { copied, bytes, skipped };
}
