import 'server-only';
import sharp from 'sharp';
import { OWNER_IMAGE_BYTES } from '@/lib/forms/values';

/**
 * An owner's photo, checked by what its bytes are (never its name or declared type) and
 * re-encoded: turned upright by its EXIF orientation, every metadata block (EXIF, GPS, ICC
 * comments…) dropped, bounded to MAX_SIDE pixels on the long side, written as WebP. The stored
 * file is therefore one sharp made, whatever trailing bytes (a script after a GIF, a ZIP after a
 * JPEG) the upload carried.
 */
export const MAX_SIDE = 2560;
/** Decoding refuses pictures larger than this many pixels (a small file can unpack to gigabytes). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** sharp's names of the formats SPEC §5 means by 'image files' (AVIF and HEIC report as heif). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

export type ProcessedImage = { data: Buffer; contentType: 'image/webp'; ext: 'webp'; width: number; height: number };
export type ImageProblem = 'tooLarge' | 'notImage';
export type ImageResult = { ok: true; image: ProcessedImage } | { ok: false; problem: ImageProblem };

export async function processImage(file: Blob): Promise<ImageResult> {
  if (file.size > OWNER_IMAGE_BYTES) return { ok: false, problem: 'tooLarge' };
  const input = Buffer.from(await file.arrayBuffer());
  if (input.byteLength > OWNER_IMAGE_BYTES) return { ok: false, problem: 'tooLarge' };
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  try {
    const meta = await sharp(input, options).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, problem: 'notImage' };
    const { data, info } = await sharp(input, options)
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: { data, contentType: 'image/webp', ext: 'webp', width: info.width, height: info.height } };
  } catch {
    // Not decodable: not an image at all, a truncated one, a header glued to something else,
    // or a format this build of libvips cannot read (HEVC-coded HEIC).
    return { ok: false, problem: 'notImage' };
  }
}
