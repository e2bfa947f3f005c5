import 'server-only';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownerSubmissionImages } from '../db/schema';
import { resolvePath, settings } from '../settings';
import { diskStorage } from '../storage';
import { STORAGE_KEY } from '../storage/types';

/**
 * Reads an owner's uploaded photo for the back office. Only a key some owner submission names is
 * served (never an arbitrary path), with the content type stored beside it. The upload storage
 * has no read of its own yet (it only puts and deletes), so the two backends are read here; a
 * `get` on UploadStorage would be the better home and is proposed in the inbox report.
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
  const s = settings();
  if (s.S3_ENDPOINT && s.S3_BUCKET && s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY) {
    const client = new AwsClient({ accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY, service: 's3', region: s.S3_REGION ?? 'us-east-1' });
    const url = `${s.S3_ENDPOINT.replace(/\/+$/, '')}/${encodeURIComponent(s.S3_BUCKET)}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const res = await client.fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key} answered ${res.status}`);
    return res.body;
  }
  const file = diskStorage(resolvePath(s.UPLOAD_DIR)).pathOf(key);
  try {
    await fs.promises.access(file, fs.constants.R_OK);
  } catch {
    return null;
  }
  return Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
}
