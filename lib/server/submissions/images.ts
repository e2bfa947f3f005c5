import 'server-only';
import { processShared } from '@/lib/process-shared';
import sharp from 'sharp';
import { OWNER_IMAGE_BYTES } from '@/lib/forms/values';
import { sentence } from './errors';
import { checkImageHeader, MAX_JPEG_SCANS, type CheckedImage } from './image-header';
import { createWorkQueue, type WorkQueue } from '@/lib/work-queue';

/**
 * An owner's photos, checked by what their bytes are (never their names or declared types) and
 * re-encoded: turned upright by their EXIF orientation, every metadata block (EXIF, GPS, ICC
 * comments…) dropped, bounded to MAX_SIDE pixels on the long side, written as WebP. A stored file
 * is therefore one sharp made, whatever trailing bytes (a script after a GIF, a ZIP after a JPEG)
 * the upload carried.
 *
 * The work is bounded before it starts: every file's header is judged against
 * its format's limits (pixels; a JPEG's components and scans: image-header.ts) before any file is
 * decoded, so a decompression bomb is refused for the cost of reading its header; then the
 * request's photos wait their turn in the image queue, which re-encodes one photo at a time in
 * this process.
 */
export const MAX_SIDE = 2560;

// One libvips thread per picture, and no operation cache (it would keep decoded pictures alive
// after the request): with the queue, image work takes at most one core of the server.
sharp.concurrency(1);
sharp.cache(false);

/**
 * One request's photos are re-encoded at a time; up to IMAGE_QUEUE_WAITING more requests wait,
 * and a request past them is answered 503. Their bodies count in the process's upload memory
 * (./uploads.ts), and a client has one upload under way at a time, hence one request in this
 * queue at most: one client at the rate limit waits behind the others rather than filling it.
 */
export const IMAGE_QUEUE_WAITING = 4;
/** One per process: the owner registration and the back office's photos share it. */
export const imageQueue: WorkQueue = processShared('image-queue', () => createWorkQueue(1, IMAGE_QUEUE_WAITING));
/** Seconds a turned-away client is asked to wait: about what the waiting requests' photos take. */
export const IMAGE_RETRY_AFTER = 5;

export type ProcessedImage = { data: Buffer; contentType: 'image/webp'; ext: 'webp'; width: number; height: number };
export type ImagesResult =
  | { ok: true; images: ProcessedImage[] }
  | { ok: false; status: 400 | 503; message: string; headers?: Record<string, string> };

const refused = (message: string): ImagesResult => ({ ok: false, status: 400, message });
const notImage = (index: number) => refused(`images: File ${index + 1} is not a JPEG, PNG, WebP, GIF or AVIF image`);
const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10}`;

export async function reencode({ input, limit }: CheckedImage): Promise<ProcessedImage> {
  // limitInputPixels again at decode, in case libvips reads a size other than the header check's;
  // only the first frame of an animation; JPEGs shrink on load when the resize allows it.
  const { data, info } = await sharp(input, { limitInputPixels: limit.pixels, failOn: 'error', sequentialRead: true, pages: 1 })
    .autoOrient()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 2 })
    .toBuffer({ resolveWithObject: true });
  return { data, contentType: 'image/webp', ext: 'webp', width: info.width, height: info.height };
}

async function reencodeAll(checked: CheckedImage[]): Promise<ImagesResult> {
  const images: ProcessedImage[] = [];
  for (const [i, image] of checked.entries()) {
    try {
      images.push(await reencode(image));
    } catch {
      // Not decodable after all: truncated, a header glued to something else, broken data.
      return notImage(i);
    }
  }
  return { ok: true, images };
}

/** The uploads re-encoded in order, or the answer for the first one that cannot be. */
export async function processImages(files: readonly Buffer[]): Promise<ImagesResult> {
  const checked: CheckedImage[] = [];
  for (const [i, file] of files.entries()) {
    if (file.length > OWNER_IMAGE_BYTES) return refused(sentence('ownerFileSize'));
    const header = await checkImageHeader(file);
    if (!header.ok && header.problem === 'notImage') return notImage(i);
    if (!header.ok && header.problem === 'tooManyScans') return refused(`images: File ${i + 1} is a JPEG in too many scans (${header.scans}); JPEG photos may have at most ${MAX_JPEG_SCANS}`);
    if (!header.ok) {
      const { width, height, limit } = header;
      return refused(`images: File ${i + 1} is too large in pixels (${width} × ${height}); ${limit.label} may be at most ${megapixels(limit.pixels)} megapixels`);
    }
    checked.push(header.image);
  }
  if (!checked.length) return { ok: true, images: [] };
  const done = imageQueue.run(() => reencodeAll(checked));
  if (!done) {
    const message = `The server is busy with other photos. Please try again in ${IMAGE_RETRY_AFTER} seconds.`;
    return { ok: false, status: 503, message, headers: { 'retry-after': String(IMAGE_RETRY_AFTER) } };
  }
  return done;
}
