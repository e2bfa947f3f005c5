/**
 * Hostile images for the owner form's upload: files under the 1.9 MB limit
 * that unpack to hundreds of megabytes or keep a decoder busy for seconds. PNG and GIF are written
 * byte by byte, so that making a 7000 × 7000 one costs milliseconds and never holds its pixels; a
 * JPEG header is patched, and flat JPEGs with the scans a bomb needs are written byte by byte too
 * (./flat-jpeg.ts); WebP, AVIF and the progressive JPEG are encoded by sharp from a flat colour.
 * hostileImages() and phoneImages() are the sets that tests/forms/owner-images.test.ts,
 * scripts/bench-images.ts and the abuse tests post.
 */
import { crc32, deflateRawSync, deflateSync, constants as zlib } from 'node:zlib';
import sharp from 'sharp';
import { flatJpeg } from './flat-jpeg';

export type NamedImage = {
  /** A short file name, also the label in reports. */
  name: string;
  /** The declared type a browser would send with it. */
  type: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';
  bytes: Buffer;
  /** What it is, for reports. */
  what: string;
};

/**
 * An owner registration as the form posts it: its required fields, the page's guard fields
 * (`guard`, from scripts/lib/serve.ts), and the pictures as files.
 */
export function ownerForm(images: readonly NamedImage[], email: string, guard: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({ language: 'en', fullName: 'Test Owner', phone: '0901234567', email, ...guard })) form.append(name, value);
  for (const image of images) form.append('images', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return form;
}

/** A hostile image and what POST /api/owners answers it: 400 (refused by its header), or 200 once made harmless. */
export type HostileImage = NamedImage & { status: 400 | 200 };

// ---------------------------------------------------------------- deflate of zeros

/**
 * A zlib stream of `length` zero bytes without ever holding them: one deflate block of 1 MiB of
 * zeros (flushed to a byte boundary, not final) repeated, the rest, then an empty final block.
 * Every block starts with a literal zero and copies at distance 1, so it decodes alone.
 */
export function zeroZlib(length: number): Buffer {
  const CHUNK = 1 << 20;
  const block = (n: number) => deflateRawSync(Buffer.alloc(n), { level: 9, finishFlush: zlib.Z_SYNC_FLUSH });
  const whole = block(CHUNK);
  const parts: Buffer[] = [Buffer.from([0x78, 0xda])];
  for (let i = 0; i < Math.floor(length / CHUNK); i++) parts.push(whole);
  if (length % CHUNK) parts.push(block(length % CHUNK));
  parts.push(Buffer.from([0x03, 0x00])); // an empty fixed-Huffman block, final
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((length % 65_521) << 16) | 1) >>> 0); // Adler-32 of zeros: s1 = 1, s2 = length
  parts.push(adler);
  return Buffer.concat(parts);
}

// ---------------------------------------------------------------- PNG

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(Buffer.from(type, 'latin1'))) >>> 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Channels per PNG colour type: grey, RGB, palette, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

type PngHeader = { width: number; height: number; bitDepth: 8 | 16; colorType: 0 | 2 | 4 | 6; interlaced: boolean };

/** The size of a PNG's filtered scanlines (a filter byte a row, in every pass when interlaced). */
export function pngDataLength({ width, height, bitDepth, colorType, interlaced }: PngHeader): number {
  const bits = CHANNELS[colorType] * bitDepth;
  const rows = (w: number, h: number) => (w && h ? h * (1 + Math.ceil((w * bits) / 8)) : 0);
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + rows(Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)), 0);
}

/**
 * A PNG of transparent black (every byte zero) with the given header. `dataFor` writes the image
 * data of another header: a file whose IHDR does not match its pixels.
 */
export function zeroPng(header: PngHeader, dataFor: PngHeader = header): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(header.width, 0);
  ihdr.writeUInt32BE(header.height, 4);
  ihdr.writeUInt8(header.bitDepth, 8);
  ihdr.writeUInt8(header.colorType, 9);
  ihdr.writeUInt8(header.interlaced ? 1 : 0, 12);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', zeroZlib(pngDataLength(dataFor))), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * A PNG with `count` zTXt chunks before its image data, each inflating to `size` bytes of text:
 * libpng inflates them all while it reads the header.
 */
export function pngWithText(png: Buffer, count: number, size = 7_900_000): Buffer {
  const text = chunk('zTXt', Buffer.concat([Buffer.from('Comment\0\0', 'latin1'), deflateSync(Buffer.alloc(size, 0x41), { level: 9 })]));
  const afterIhdr = PNG_SIGNATURE.length + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), ...Array.from({ length: count }, () => text), png.subarray(afterIhdr)]);
}

// ---------------------------------------------------------------- GIF

/** GIF's LZW (variable code length, least significant bit first) of `pixels`, as 255-byte sub-blocks. */
function gifLzw(pixels: Uint8Array, minCodeSize: number): Buffer {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const bytes: number[] = [];
  let bitBuffer = 0;
  let bitCount = 0;
  let codeSize = minCodeSize + 1;
  const emit = (code: number) => {
    bitBuffer |= code << bitCount;
    bitCount += codeSize;
    while (bitCount >= 8) {
      bytes.push(bitBuffer & 0xff);
      bitBuffer >>>= 8;
      bitCount -= 8;
    }
  };
  let table = new Map<number, number>();
  let next = end + 1;
  emit(clear);
  let current = pixels[0];
  for (let i = 1; i < pixels.length; i++) {
    const key = (current << 8) | pixels[i];
    const known = table.get(key);
    if (known !== undefined) {
      current = known;
      continue;
    }
    emit(current);
    if (next === 4096) {
      emit(clear);
      table = new Map();
      next = end + 1;
      codeSize = minCodeSize + 1;
    } else {
      if (next >= 1 << codeSize) codeSize++;
      table.set(key, next++);
    }
    current = pixels[i];
  }
  emit(current);
  emit(end);
  if (bitCount > 0) bytes.push(bitBuffer & 0xff);
  const out: number[] = [minCodeSize];
  for (let i = 0; i < bytes.length; i += 255) {
    const piece = bytes.slice(i, i + 255);
    out.push(piece.length, ...piece);
  }
  out.push(0);
  return Buffer.from(out);
}

/**
 * An animated GIF of `frames` frames of `width` × `height` pixels of one colour, the logical
 * screen `screen` (default: the frame's size). The frame's LZW data is computed once and repeated.
 */
export function flatGif(width: number, height: number, frames: number, screen = { width, height }): Buffer {
  const u16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
  const head = Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(screen.width),
    ...u16(screen.height),
    0xf0, // a global colour table of 2 entries
    0,
    0,
    ...[0xc0, 0x40, 0x20, 0xff, 0xff, 0xff],
    // NETSCAPE2.0: loop forever
    ...[0x21, 0xff, 0x0b, ...Buffer.from('NETSCAPE2.0', 'latin1'), 0x03, 0x01, 0x00, 0x00, 0x00],
  ]);
  const frame = Buffer.concat([
    Buffer.from([0x21, 0xf9, 0x04, 0x00, ...u16(10), 0x00, 0x00]), // graphic control: 0.1 s
    Buffer.from([0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0x00]),
    gifLzw(new Uint8Array(width * height), 2),
  ]);
  return Buffer.concat([head, ...Array.from({ length: frames }, () => frame), Buffer.from([0x3b])]);
}

// ---------------------------------------------------------------- JPEG

/** A copy of a JPEG whose frame header (SOF0-SOF15) claims another size; the scan data stay. */
export function jpegClaiming(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  let at = 2;
  while (at + 4 < out.length) {
    if (out[at] !== 0xff) throw new Error('not a JPEG marker');
    const marker = out[at + 1];
    const length = out.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      out.writeUInt16BE(height, at + 5);
      out.writeUInt16BE(width, at + 7);
      return out;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

// ---------------------------------------------------------------- the sets

/** The smooth noise of a photo: the coders have real work, unlike a flat colour. */
function photo(width: number, height: number) {
  const create = { width: Math.ceil(width / 16), height: Math.ceil(height / 16), channels: 3 as const, background: '#808080', noise: { type: 'gaussian' as const, mean: 128, sigma: 50 } };
  return sharp({ create }).resize(width, height, { kernel: 'cubic' });
}

/** A phone screen's worth of rows of coloured bars, as SVG. */
function screen(width: number, height: number): Buffer {
  const rows = Array.from({ length: Math.floor(height / 82) - 1 }, (_, i) => `<rect x="40" y="${60 + i * 82}" width="${200 + ((i * 137) % (width - 280))}" height="48" rx="12" fill="hsl(${i * 37},60%,60%)"/>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#f4f4f6"/>${rows.join('')}</svg>`);
}

const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3366aa' } });

/** What a phone sends: a 12 MP photo (4032 × 3024, as an iPhone's, under 1.9 MB) and a screenshot. */
export async function phoneImages(): Promise<NamedImage[]> {
  return [
    { name: 'phone-photo.jpg', type: 'image/jpeg', bytes: await photo(4032, 3024).jpeg({ quality: 70 }).toBuffer(), what: '12 MP JPEG photo' },
    { name: 'screenshot.png', type: 'image/png', bytes: await sharp(screen(1170, 2532)).png().toBuffer(), what: '1170 × 2532 PNG screenshot' },
  ];
}

/**
 * Files under the 1.9 MB upload limit that the unbounded re-encoding took hundreds of megabytes
 * or seconds for (figures: scripts/bench-images.ts before uploads were bounded), and what the
 * server answers them now. About 5 s to make, mostly the AVIF and WebP encoders.
 */
export async function hostileImages(): Promise<HostileImage[]> {
  const small = await flat(64, 64).jpeg().toBuffer();
  const png = (name: string, what: string, bytes: Buffer, status: 400 | 200 = 400): HostileImage => ({ name, type: 'image/png', bytes, what, status });
  const rgba16 = { bitDepth: 16, colorType: 6 } as const;
  return [
    png('png16-interlaced-7000.png', '7000 × 7000 16-bit RGBA Adam7 PNG (the issue\'s file)', zeroPng({ width: 7000, height: 7000, ...rgba16, interlaced: true })),
    png('png16-2100x2000.png', '4.2 MP 16-bit RGBA PNG', zeroPng({ width: 2100, height: 2000, ...rgba16, interlaced: false })),
    png('png-interlaced-3000x2000.png', '6 MP 8-bit Adam7 PNG', zeroPng({ width: 3000, height: 2000, bitDepth: 8, colorType: 6, interlaced: true })),
    png('png-7000.png', '49 MP 8-bit RGBA PNG', zeroPng({ width: 7000, height: 7000, bitDepth: 8, colorType: 6, interlaced: false })),
    png('png-ihdr-7000-data-10.png', 'IHDR says 7000 × 7000, the data are for 10 × 10', zeroPng({ width: 7000, height: 7000, bitDepth: 8, colorType: 6, interlaced: false }, { width: 10, height: 10, bitDepth: 8, colorType: 6, interlaced: false })),
    png('png-ihdr-1000-data-7000.png', 'IHDR says 1000 × 1000, the data are for 7000 × 7000', zeroPng({ width: 1000, height: 1000, bitDepth: 8, colorType: 6, interlaced: false }, { width: 7000, height: 7000, bitDepth: 8, colorType: 6, interlaced: false }), 200),
    { name: 'jpeg-claims-20000.jpg', type: 'image/jpeg', bytes: jpegClaiming(small, 20000, 20000), what: 'JPEG whose frame header says 20000 × 20000', status: 400 },
    { name: 'jpeg-progressive-50mp.jpg', type: 'image/jpeg', bytes: await flat(8160, 6120).jpeg({ progressive: true, chromaSubsampling: '4:4:4' }).toBuffer(), what: '50 MP progressive 4:4:4 JPEG', status: 400 },
    // A hostile probe: 202 kB, and 1.4 s of CPU to turn its CMYK into sRGB.
    { name: 'jpeg-cmyk-4-scans.jpg', type: 'image/jpeg', bytes: flatJpeg({ width: 4160, height: 3120, components: 4, scans: [[0], [1], [2], [3]] }), what: '13 MP CMYK JPEG in one scan per component (a hostile probe)', status: 400 },
    { name: 'jpeg-1000-scans.jpg', type: 'image/jpeg', bytes: flatJpeg({ width: 4096, height: 3072, components: 1, progressive: true, acScans: 1000 }), what: '12.6 MP progressive JPEG in 1 001 scans of end-of-band runs', status: 400 },
    { name: 'gif-800-frames.gif', type: 'image/gif', bytes: flatGif(1000, 1000, 800), what: '800 frames of 1000 × 1000', status: 200 },
    { name: 'gif-canvas-7000.gif', type: 'image/gif', bytes: flatGif(10, 10, 1, { width: 7000, height: 7000 }), what: 'a 10 × 10 frame on a 7000 × 7000 screen (libvips decodes the frame)', status: 200 },
    { name: 'webp-7000.webp', type: 'image/webp', bytes: await flat(7000, 7000).webp({ lossless: true }).toBuffer(), what: '49 MP lossless WebP', status: 400 },
    { name: 'avif-7000.avif', type: 'image/avif', bytes: await flat(7000, 7000).avif({ effort: 0 }).toBuffer(), what: '49 MP AVIF', status: 400 },
    // Last: unbounded, it left the server 6.7 GB larger, which hid what came after it.
    png('png-ztxt-200.png', '64 × 64 PNG with 200 zTXt chunks of 7.9 MB each', pngWithText(await flat(64, 64).png().toBuffer(), 200), 200),
  ];
}
