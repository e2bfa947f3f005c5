import 'server-only';
import path from 'node:path';
import { resolvePath, settings } from '../settings';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import { assertKey, type UploadStorage } from './types';

export type { StoredFile, UploadStorage } from './types';
export { diskStorage } from './disk';
export { s3Storage } from './s3';

/** The bucket when `S3_ENDPOINT`, `S3_BUCKET`, `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are all set. */
function bucket(): UploadStorage | undefined {
  const s = settings();
  if (s.S3_ENDPOINT && s.S3_BUCKET && s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY) {
    return s3Storage({
      endpoint: s.S3_ENDPOINT,
      bucket: s.S3_BUCKET,
      region: s.S3_REGION,
      accessKeyId: s.S3_ACCESS_KEY_ID,
      secretAccessKey: s.S3_SECRET_ACCESS_KEY,
    });
  }
  if (!warnedPartial && (s.S3_ENDPOINT || s.S3_BUCKET || s.S3_ACCESS_KEY_ID || s.S3_SECRET_ACCESS_KEY)) {
    warnedPartial = true;
    console.warn('[uploads] S3_* is only partly set (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all needed): storing files on this instance’s disk.');
  }
  return undefined;
}

let warnedPartial = false;

/**
 * The configured upload storage (owners' photos): the S3-compatible bucket when it is configured,
 * else the `UPLOAD_DIR` directory.
 */
export function uploadStorage(): UploadStorage {
  return bucket() ?? diskStorage(resolvePath(settings().UPLOAD_DIR));
}

/** The key prefixes of images the site writes while it runs (listing photos, the media library). */
export const WRITTEN_IMAGE_PREFIXES = ['listings', 'media'] as const;

/**
 * Where the images written while the site runs live (listing and project photos under `listings/`,
 * the media library under `media/`): the bucket, under `images/`, when one is configured, so that
 * every instance serves them alike; else MEDIA_DIR/images beside the demo's pictures.
 */
export function imageStorage(): UploadStorage {
  const shared = bucket();
  return shared ? underPrefix(shared, 'images') : diskStorage(path.join(resolvePath(settings().MEDIA_DIR), 'images'));
}

/** `storage` seen with every key under `prefix/` (one bucket holds uploads and images apart). */
export function underPrefix(storage: UploadStorage, prefix: string): UploadStorage {
  assertKey(prefix);
  const full = (key: string) => {
    assertKey(key);
    return `${prefix}/${key}`;
  };
  return {
    kind: storage.kind,
    put: (key, body, type) => storage.put(full(key), body, type),
    delete: (key) => storage.delete(full(key)),
    get: (key) => storage.get(full(key)),
    list: async (start) => (await storage.list(start ? full(start) : prefix)).map((key) => key.slice(prefix.length + 1)),
  };
}
