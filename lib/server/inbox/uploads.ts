import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownerSubmissionImages } from '../db/schema';
import { uploadStorage } from '../storage';
import { STORAGE_KEY } from '../storage/types';

/**
 * Reads an owner's uploaded photo for the back office. Only a key some owner submission names is
 * served (never an arbitrary path), with the content type stored beside it, read from the upload
 * storage (UPLOAD_DIR or the bucket: lib/server/storage).
 */
export type Upload = { body: ReadableStream<Uint8Array>; contentType: string; bytes: number };

export async function readOwnerUpload(db: Db, key: string): Promise<Upload | null> {
  if (!STORAGE_KEY.test(key) || key.includes('..')) return null;
  const [image] = await db
    .select({ contentType: ownerSubmissionImages.contentType, bytes: ownerSubmissionImages.bytes })
    .from(ownerSubmissionImages)
    .where(eq(ownerSubmissionImages.storageKey, key))
    .limit(1);
  if (!image) return null;
  const body = await openStored(key);
  return body ? { body, contentType: image.contentType, bytes: image.bytes } : null;
}

async function openStored(key: string): Promise<ReadableStream<Uint8Array> | null> {
  return (await uploadStorage().get(key))?.body ?? null;
}
