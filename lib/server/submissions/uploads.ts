import 'server-only';
import { processShared } from '@/lib/process-shared';
import { settings } from '../settings';
import { declaredLength, type BodyFailure } from './body';

/**
 * The large bodies one process holds: owners' registrations and the back office's
 * photos, from their first byte until their photos are stored. Both bounds are checked before a
 * byte of the body is read, and the memory again as it arrives:
 * - one upload at a time per client (an address by its rate-limit key, or a staff account), so
 *   one client holds at most one connection, one share of the memory and one turn of the image
 *   queue that way: past it, 429;
 * - UPLOAD_MEMORY_MB for all of them, counted as the bytes arrive (a slow body holds only what it
 *   sent): a body whose declared length does not fit is answered 503 with Retry-After before it
 *   is read, one that stops fitting while it arrives is answered so then.
 */
export const UPLOAD_RETRY_AFTER = 5;

export type UploadRefusal = { status: 400 | 413 | 429 | 503; message: string; headers: Record<string, string> };
/**
 * One admitted upload: `hold` counts bytes as they arrive (false: they do not fit, and `full` is
 * the answer), `release` gives them all back and the client's turn with them.
 */
export type Upload = { hold(bytes: number): boolean; full: BodyFailure; release(): void };
export type Uploads = {
  begin(client: string, request: Request, limit: number, tooLarge: string): { ok: true; upload: Upload } | ({ ok: false } & UploadRefusal);
  /** Bytes held now. */
  readonly held: number;
};

const retry = { 'retry-after': String(UPLOAD_RETRY_AFTER) };
export const UPLOADS_BUSY = `The server is busy with other uploads. Please try again in ${UPLOAD_RETRY_AFTER} seconds.`;
export const UPLOAD_UNDER_WAY = `Your previous upload is still being processed. Please try again in ${UPLOAD_RETRY_AFTER} seconds.`;

export function createUploads(memoryBytes: number): Uploads {
  const clients = new Set<string>();
  let held = 0;
  return {
    begin(client, request, limit, tooLarge) {
      const declared = declaredLength(request);
      if (declared === 'invalid') return { ok: false, status: 400, message: 'The Content-Length header is invalid.', headers: {} };
      if (declared !== undefined && declared > limit) return { ok: false, status: 413, message: tooLarge, headers: {} };
      if (clients.has(client)) return { ok: false, status: 429, message: UPLOAD_UNDER_WAY, headers: retry };
      // A chunked body may be as long as the limit.
      if (held + (declared ?? limit) > memoryBytes) return { ok: false, status: 503, message: UPLOADS_BUSY, headers: retry };
      clients.add(client);
      let mine = 0;
      let open = true;
      const upload: Upload = {
        full: { status: 503, message: UPLOADS_BUSY, headers: retry },
        hold(bytes) {
          if (!open || held + bytes > memoryBytes) return false;
          held += bytes;
          mine += bytes;
          return true;
        },
        release() {
          if (!open) return;
          open = false;
          held -= mine;
          clients.delete(client);
        },
      };
      return { ok: true, upload };
    },
    get held() {
      return held;
    },
  };
}

/**
 * The process's uploads, bounded by UPLOAD_MEMORY_MB: the owner registration and the back office's
 * photo route count in the same memory and the same clients' turns.
 */
export function uploads(): Uploads {
  return processShared('uploads', () => createUploads(settings().UPLOAD_MEMORY_MB * 1024 * 1024));
}
