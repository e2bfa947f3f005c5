import 'server-only';
import sharp from 'sharp';

/**
 * What an uploaded photo would cost to decode, read from its header before anything is decoded
 * (a 381 kB PNG unpacked to 7000 × 7000 × 8 bytes). The format is told by its magic
 * bytes, and only the five formats the form accepts ever reach libvips.
 *
 * Pixel limits per format, each with what re-encoding the largest allowed picture cost on this
 * server (one at a time, CPU and memory growth; writing the 2560-pixel WebP alone takes 40-60 MB):
 * - JPEG 50 MP: phone cameras write 12-50 MP. Decoded at 1/2-1/8 scale (shrink-on-load) and
 *   streamed: 0.2-0.9 s, +43-50 MB.
 * - progressive JPEG 13 MP, and any JPEG in several scans (one per component, as a hostile CMYK
 *   probe's): the decoder holds every coefficient of the picture (50 MP: +330 MB); 13 MP still
 *   admits a 12 MP phone photo (4032 × 3024) re-saved by an editor: 0.3-1.1 s, +81-149 MB.
 * - CMYK (four-component) JPEG 8 MP: turning CMYK into sRGB costs about five times a photo's
 *   decoding (a 202 kB, 13 MP one took 1.4-1.6 s of CPU); 8 MP: 0.8-0.9 s, +42-104 MB.
 * - and a JPEG in at most 40 scans (libjpeg's progressive files have 10, its CMYK ones 18): every
 *   scan is a pass over its components' blocks, a few bytes each when it holds nothing but
 *   end-of-band runs, so 1 000 scans in 57 kB took 1.9 s and 10 000 in 345 kB 17 s.
 * - PNG 16 MP: screenshots (up to 15 MP on a 5K screen) and plans; streamed: 0.4 s, +50-111 MB.
 * - 16-bit or interlaced PNG 4 MP: Adam7 makes the decoder hold the whole picture, at 8 bytes a
 *   pixel in 16-bit RGBA (the issue's 7000 × 7000 file: +490 MB, 2.5 s); 4 MP: 0.2 s, +66-87 MB.
 * - WebP 16 MP: not a camera format; saved web pictures are a few MP. 0.3 s, +81 MB.
 * - GIF 4 MP: only the first frame is decoded, so frames cost only the header scan (18 ms for
 *   90 000, the most 1.9 MB holds); 0.13 s, +39 MB.
 * - AVIF 4 MP: libheif decodes the whole picture at ~18 bytes a pixel (49 MP: +860 MB); 4 MP:
 *   0.3 s, +78-103 MB. HEIC (HEVC) cannot be decoded by this build and is refused here.
 */
const MP = 1_000_000;
export const PIXEL_LIMITS = {
  jpeg: { label: 'JPEG photos', pixels: 50 * MP },
  progressiveJpeg: { label: 'progressive JPEG photos', pixels: 13 * MP },
  cmykJpeg: { label: 'CMYK JPEG photos', pixels: 8 * MP },
  png: { label: 'PNG images', pixels: 16 * MP },
  wholePng: { label: '16-bit or interlaced PNG images', pixels: 4 * MP },
  webp: { label: 'WebP images', pixels: 16 * MP },
  gif: { label: 'GIF images', pixels: 4 * MP },
  avif: { label: 'AVIF images', pixels: 4 * MP },
} as const;
export type PixelLimit = (typeof PIXEL_LIMITS)[keyof typeof PIXEL_LIMITS];
export const MAX_JPEG_SCANS = 40;

/** A picture whose header passed: the bytes to decode (a PNG without its text chunks) and its limit. */
export type CheckedImage = { input: Buffer; width: number; height: number; limit: PixelLimit };
export type HeaderResult =
  | { ok: true; image: CheckedImage }
  | { ok: false; problem: 'notImage' }
  | { ok: false; problem: 'tooManyPixels'; width: number; height: number; limit: PixelLimit }
  | { ok: false; problem: 'tooManyScans'; scans: number };

type Format = 'png' | 'jpeg' | 'gif' | 'webp' | 'heif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function sniff(bytes: Buffer): Format | undefined {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const ascii = (from: number, to: number) => bytes.toString('latin1', from, to);
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return 'heif';
  return undefined;
}

/**
 * Ancillary PNG chunks libvips may read. The rest (text, animation, private chunks) is dropped
 * before decoding: libpng inflates every zTXt and iTXt chunk while it reads the header, and a
 * 1.5 MB file of 200 such chunks took 3.5 s and 1.9 GB in sharp's metadata() alone.
 */
const PNG_KEPT = new Set(['tRNS', 'gAMA', 'cHRM', 'sRGB', 'iCCP', 'eXIf']);

type PngHeader = { width: number; height: number; bitDepth: number; interlaced: boolean };

/**
 * The IHDR of a PNG and the file with only its critical and PNG_KEPT chunks, found by walking the
 * chunk lengths (nothing is inflated); undefined when the chunks do not fit the file. Bytes after
 * IEND are dropped too.
 */
function readPng(bytes: Buffer): { header: PngHeader; input: Buffer } | undefined {
  const parts: Buffer[] = [bytes.subarray(0, 8)];
  let header: PngHeader | undefined;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      header = { width: bytes.readUInt32BE(at + 8), height: bytes.readUInt32BE(at + 12), bitDepth: bytes[at + 16], interlaced: bytes[at + 20] === 1 };
    }
    const critical = (bytes[at + 4] & 0x20) === 0;
    if (critical || PNG_KEPT.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return header && { header, input: Buffer.concat(parts) };
}

type JpegHeader = { components: number; scans: number };

/** Standalone markers: no length follows (TEM, RST0-7, SOI, EOI). */
const standalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

/**
 * The number of components (its frame header) and of scans of a JPEG, found by walking its
 * segments and, after each scan header, its entropy-coded data to the next marker (in which a
 * 0xFF byte is followed only by a stuffed zero or a restart marker). Nothing is decoded.
 */
function readJpeg(bytes: Buffer): JpegHeader {
  let components = 0;
  let scans = 0;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) break;
    if (standalone(marker)) {
      at += 2;
      continue;
    }
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    // SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC): the frame header.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) components = bytes[at + 9] ?? 0;
    at = end;
    if (marker !== 0xda) continue;
    scans += 1;
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0 && (bytes[at + 1] < 0xd0 || bytes[at + 1] > 0xd7))) at += 1;
  }
  return { components, scans };
}

function judged(input: Buffer, width: number, height: number, limit: PixelLimit): HeaderResult {
  if (!(width > 0 && height > 0)) return { ok: false, problem: 'notImage' };
  if (width * height > limit.pixels) return { ok: false, problem: 'tooManyPixels', width, height, limit };
  return { ok: true, image: { input, width, height, limit } };
}

/** Reads the header of an upload and judges its size in pixels against its format's limit. */
export async function checkImageHeader(bytes: Buffer): Promise<HeaderResult> {
  const format = sniff(bytes);
  if (!format) return { ok: false, problem: 'notImage' };
  if (format === 'png') {
    const png = readPng(bytes);
    if (!png) return { ok: false, problem: 'notImage' };
    const { width, height, bitDepth, interlaced } = png.header;
    return judged(png.input, width, height, bitDepth === 16 || interlaced ? PIXEL_LIMITS.wholePng : PIXEL_LIMITS.png);
  }
  try {
    // Headers only for these formats (the GIF scan walks the frames without decoding them); no
    // pixel limit here, so that an oversized picture is told its size rather than 'not an image'.
    const meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error' }).metadata();
    // libvips picks its loader by its own sniffing: it must agree with ours.
    if (meta.format !== format || !meta.width || !meta.height) return { ok: false, problem: 'notImage' };
    if (format === 'heif' && meta.compression !== 'av1') return { ok: false, problem: 'notImage' };
    if (format === 'jpeg') {
      // libvips calls a JPEG progressive when it has more than one scan, whatever its frame type.
      const { components, scans } = readJpeg(bytes);
      const limit = components === 4 ? PIXEL_LIMITS.cmykJpeg : meta.isProgressive ? PIXEL_LIMITS.progressiveJpeg : PIXEL_LIMITS.jpeg;
      const sized = judged(bytes, meta.width, meta.height, limit);
      return sized.ok && scans > MAX_JPEG_SCANS ? { ok: false, problem: 'tooManyScans', scans } : sized;
    }
    return judged(bytes, meta.width, meta.height, format === 'heif' ? PIXEL_LIMITS.avif : PIXEL_LIMITS[format]);
  } catch {
    return { ok: false, problem: 'notImage' };
  }
}
