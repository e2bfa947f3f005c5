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
  /** The stored file as a stream with its size (and its type where the store keeps one); null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** The keys stored under `prefix` (a key or folder of keys, e.g. `owners/12`), in key order. */
  list(prefix: string): Promise<string[]>;
}

export type StoredFile = {
  body: ReadableStream<Uint8Array>;
  bytes: number;
  contentType?: string;
  /** The store's own validator (S3's ETag; a directory's size and time), quoted as HTTP sends it. */
  etag?: string;
  modified?: Date;
};

/** A stored file's bytes, read whole (small files: photos to copy, checks). */
export async function readAll(file: StoredFile): Promise<Uint8Array> {
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

/** Storage keys are made by the server only: segments of letters, digits, dots and dashes. */
export const STORAGE_KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9.-]*)*$/;

export function assertKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`);
}

/** The type of a file the site serves or stores, by its name's extension (photos, PDFs); undefined for any other. */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};
