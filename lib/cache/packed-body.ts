import zlib from 'node:zlib';

/**
 * A response body the page cache keeps compressed, with slots for the values every answer gets
 * its own of (the CSP nonce, the form token): the text between slots is deflated part by part,
 * each part on its own (a full flush: no part refers back into another or into a slot), so an
 * answer is the parts as they are with each slot's new value as a stored block between them,
 * wrapped as a zlib stream (HTTP's `deflate` coding) whose Adler-32 is combined from the parts'
 * checksums. A hit therefore costs a few buffer copies instead of a compression.
 *
 * The memory a body holds is counted as the process holds it: zlib's one-shot calls answer a view
 * of a 16 kB output buffer (a 31-byte part kept that 16 kB alive: a page of ~22 parts was counted
 * at a tenth of what it held), and small buffers are views of Node's shared 8 kB pool. So the
 * parts are copied into one allocation of their exact size, outside the pool, and `bytes` is that
 * allocation plus a fixed allowance for each part's view and bookkeeping.
 */
export type PackedBody = {
  kind: 'packed';
  /** Each part's raw deflate blocks, byte-aligned and not final; parts.length = slots.length + 1. */
  parts: Buffer[];
  /** Each part's uncompressed length and Adler-32. */
  lengths: number[];
  adlers: number[];
  /** Which value fills each slot (an index into the values an answer is made with). */
  slots: number[];
  /** Compressed bytes held, parts and bookkeeping. */
  bytes: number;
  /** Uncompressed length with the original values. */
  plainLength: number;
};

const BASE = 65521;
const NMAX = 5552;

export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = (start >>> 16) & 0xffff;
  for (let i = 0; i < data.length; ) {
    const end = Math.min(i + NMAX, data.length);
    for (; i < end; i++) {
      a += data[i];
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of A followed by B, from A's and B's checksums and B's length (zlib's adler32_combine). */
export function adler32Combine(adler1: number, adler2: number, length2: number): number {
  const rem = length2 % BASE;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (adler2 & 0xffff) + BASE - 1;
  sum2 += ((adler1 >>> 16) & 0xffff) + ((adler2 >>> 16) & 0xffff) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

// Level 4: within 5 % of level 9's size (35 against 34 kB for a 235 kB results page) for a fraction of
// its time, which every stored render pays.
const deflatePart = (text: Buffer) => zlib.deflateRawSync(text, { level: 4, memLevel: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });

/**
 * Packs `body`, cutting it at every occurrence of each of `values` (distinct, non-empty strings
 * that do not overlap one another in the body).
 */
export function packBody(body: string, values: readonly string[]): PackedBody {
  const texts: string[] = [];
  const slots: number[] = [];
  const live = values.map((v, i) => [v, i] as const).filter(([v]) => v.length > 0);
  let at = 0;
  for (;;) {
    let next = -1;
    let which = -1;
    for (const [value, i] of live) {
      const found = body.indexOf(value, at);
      if (found >= 0 && (next < 0 || found < next)) [next, which] = [found, i];
    }
    if (next < 0) break;
    texts.push(body.slice(at, next));
    slots.push(which);
    at = next + values[which].length;
  }
  texts.push(body.slice(at));
  const plains = texts.map((t) => Buffer.from(t));
  const parts = owned(plains.map(deflatePart));
  const bytes = heldBytes(parts) + texts.length * PART_OVERHEAD + slots.length * 8;
  const plainLength = Buffer.byteLength(body);
  return { kind: 'packed', parts, lengths: plains.map((p) => p.length), adlers: plains.map((p) => adler32(p)), slots, bytes, plainLength };
}

/** What one part costs besides its bytes: its Buffer view (an object of about 100 bytes on the heap), its length and checksum. */
const PART_OVERHEAD = 128;

/**
 * The buffers copied end to end into one allocation of exactly their total size, outside Node's
 * shared pool (a small pooled buffer keeps its whole 8 kB slab alive), as views of it.
 */
function owned(buffers: Buffer[]): Buffer[] {
  const total = buffers.reduce((sum, b) => sum + b.length, 0);
  const store = Buffer.allocUnsafeSlow(total);
  let at = 0;
  return buffers.map((b) => {
    const view = store.subarray(at, at + b.length);
    b.copy(store, at);
    at += b.length;
    return view;
  });
}

/** The bytes of memory behind some buffers: each distinct allocation they view, whole. */
export function heldBytes(buffers: readonly Buffer[]): number {
  const seen = new Set<ArrayBufferLike>();
  let sum = 0;
  for (const b of buffers) {
    if (seen.has(b.buffer)) continue;
    seen.add(b.buffer);
    sum += b.buffer.byteLength;
  }
  return sum;
}

/**
 * A body without slots (an API answer): kept as it is and, when long enough to be worth it, as
 * Brotli made once, so that no answer made from it compresses or inflates anything (an API read
 * is a few tens of microseconds: a zlib call per answer cost a third of the API's throughput).
 */
export type PlainBody = { kind: 'plain'; identity: Buffer; br: Buffer | undefined; bytes: number };

/** Below this the compressed framing costs more than it saves (the same threshold as Next's). */
export const COMPRESS_MIN_BYTES = 1024;

export function plainBody(text: string): PlainBody {
  const plain = Buffer.from(text);
  const compressed =
    plain.length >= COMPRESS_MIN_BYTES
      ? zlib.brotliCompressSync(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
      : undefined;
  // One allocation of their exact size for both (see owned()).
  const [identity, br] = owned(compressed ? [plain, compressed] : [plain]);
  return { kind: 'plain', identity, br, bytes: heldBytes([identity]) + 2 * PART_OVERHEAD };
}

export type StoredBody = PackedBody | PlainBody;

const ZLIB_HEADER = Buffer.from([0x78, 0x5e]); // deflate, 32 K window, a fast level (the level bits are only a hint)
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]); // a final fixed-Huffman block holding only its end

function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block[0] = 0x00; // not final, stored; the rest of the byte is padding
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/** The body with each slot filled from `values`, as a zlib stream (Content-Encoding: deflate). */
export function deflated(packed: PackedBody, values: readonly string[]): Buffer {
  const filled = values.map((v) => Buffer.from(v));
  const chunks: Buffer[] = [ZLIB_HEADER];
  let adler = 1;
  packed.parts.forEach((part, i) => {
    chunks.push(part);
    adler = adler32Combine(adler, packed.adlers[i], packed.lengths[i]);
    if (i < packed.slots.length) {
      const value = filled[packed.slots[i]];
      // Slot values are tokens far below a stored block's 64 kB.
      chunks.push(storedBlock(value));
      adler = adler32Combine(adler, adler32(value), value.length);
    }
  });
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** The body with each slot filled from `values`, uncompressed (for a client that takes no deflate). */
export function inflated(packed: PackedBody, values: readonly string[]): Buffer {
  // The parts are one deflate stream end to end: one inflate, cut at the parts' known lengths.
  const text = zlib.inflateRawSync(Buffer.concat([...packed.parts, FINAL_EMPTY_BLOCK]));
  const chunks: Buffer[] = [];
  let at = 0;
  packed.parts.forEach((_, i) => {
    chunks.push(text.subarray(at, (at += packed.lengths[i])));
    if (i < packed.slots.length) chunks.push(Buffer.from(values[packed.slots[i]]));
  });
  return Buffer.concat(chunks);
}
