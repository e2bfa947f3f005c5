import 'server-only';
import { resolvePath, settings } from '../settings';
import { diskStorage } from './disk';
import { s3Storage } from './s3';
import type { UploadStorage } from './types';

export type { UploadStorage } from './types';
export { diskStorage } from './disk';
export { s3Storage } from './s3';

/**
 * The configured upload storage: S3-compatible when `S3_ENDPOINT`, `S3_BUCKET`,
 * `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY` are all set, else the `UPLOAD_DIR` directory.
 */
export function uploadStorage(): UploadStorage {
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
    console.warn('[uploads] S3_* is only partly set (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are all needed): storing uploads in UPLOAD_DIR.');
  }
  return diskStorage(resolvePath(s.UPLOAD_DIR));
}

let warnedPartial = false;
