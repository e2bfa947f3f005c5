import 'server-only';
import { checkImageHeader, type CheckedImage } from '../submissions/image-header';
import { imageQueue, IMAGE_RETRY_AFTER, reencode, type ProcessedImage } from '../submissions/images';
import type { UploadedFile } from '../submissions/body';

/**
 * Staff photos (listings, projects, the media library) come from phones: a 12 MP JPEG is 4-8 MB,
 * so staff get their own per-file limit, far above the owner form's 1.9 MB (a stranger's form,
 * OWNER_IMAGE_BYTES). What bounds the server is unchanged: the whole request body (STAFF_BATCH_BYTES,
 * counted against UPLOAD_MEMORY_MB, default 64 MB), the pixel limits checked from each header
 * before decoding, and the one shared image queue.
 */
export const STAFF_IMAGE_BYTES = 25 * 1024 * 1024;
/** One request's body: a few phone photos at once; must stay below UPLOAD_MEMORY_MB's default (64 MB). */
export const STAFF_BATCH_BYTES = 40 * 1024 * 1024;

export type FileProblem = 'tooLarge' | 'notImage' | 'tooManyPixels';
export type RefusedFile = { name: string; problem: FileProblem };
export type StaffImagesResult =
  | { ok: true; images: (ProcessedImage & { name: string })[]; refused: RefusedFile[] }
  | { ok: false; status: 503; headers: Record<string, string> };

/** A file name fit to show back (and to carry in a redirect): no path, at most 120 characters. */
export function shownName(name: string, index: number): string {
  const base = name.split(/[\\/]/).pop()?.replace(/[\u0000-\u001f\u007f]/g, '').trim() ?? '';
  return (base || `#${index + 1}`).slice(0, 120);
}

/**
 * Each file judged on its own: the good ones re-encoded (upright, metadata dropped, at most
 * MAX_SIDE on the long side, WebP), the bad ones named with their reason, in one turn of the queue.
 */
export async function processStaffImages(files: readonly UploadedFile[]): Promise<StaffImagesResult> {
  const refused: RefusedFile[] = [];
  const checked: { name: string; image: CheckedImage }[] = [];
  for (const [i, file] of files.entries()) {
    const name = shownName(file.name, i);
    if (file.bytes.length > STAFF_IMAGE_BYTES) refused.push({ name, problem: 'tooLarge' });
    else {
      const header = await checkImageHeader(file.bytes);
      if (header.ok) checked.push({ name, image: header.image });
      else refused.push({ name, problem: header.problem === 'notImage' ? 'notImage' : 'tooManyPixels' });
    }
  }
  if (!checked.length) return { ok: true, images: [], refused };
  const done = imageQueue.run(async () => {
    const images: (ProcessedImage & { name: string })[] = [];
    for (const { name, image } of checked) {
      try {
        images.push({ ...(await reencode(image)), name });
      } catch {
        // Not decodable after all: truncated, a header glued to something else, broken data.
        refused.push({ name, problem: 'notImage' });
      }
    }
    return images;
  });
  if (!done) return { ok: false, status: 503, headers: { 'retry-after': String(IMAGE_RETRY_AFTER) } };
  return { ok: true, images: await done, refused };
}
