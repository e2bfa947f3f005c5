/** Where uploaded files go: a directory (UPLOAD_DIR) or an S3-compatible bucket. */
export interface UploadStorage {
  readonly kind: 'disk' | 's3';
  /**
   * Stores `body` under `key`, all at once: a reader sees the whole file or no file, never part
   * of one, and the bytes are on stable storage when the promise resolves.
   */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Storage keys are made by the server only: segments of letters, digits, dots and dashes. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}
