/**
 * JPEGs written byte by byte for the hostile-image sets (scripts/lib/image-bombs.ts): one flat
 * colour, so that their scans can be whatever a bomb needs and making one costs milliseconds.
 */

/** JPEG entropy-coded bits, most significant first, a zero byte stuffed after every 0xFF. */
class JpegBits {
  private bytes: number[] = [];
  private acc = 0;
  private count = 0;
  put(value: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | ((value >> i) & 1);
      if (++this.count === 8) {
        this.bytes.push(this.acc);
        if (this.acc === 0xff) this.bytes.push(0);
        this.acc = 0;
        this.count = 0;
      }
    }
  }
  /** The bits, the last byte padded with ones. */
  done(): Buffer {
    if (this.count) this.put((1 << (8 - this.count)) - 1, 8 - this.count);
    return Buffer.from(this.bytes);
  }
}

function segment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/**
 * A JPEG of flat mid-grey (every DC difference and AC coefficient zero) written without an
 * encoder, so that its scans are whatever is asked: sequential with `scans` listing each scan's
 * components (`[[0], [1], [2], [3]]`: one scan per component, which makes the decoder hold the
 * whole picture), or progressive with the DC of every component in one scan and `acScans` scans
 * of each component's AC band that are nothing but end-of-band runs (a few bytes each, and a pass
 * over every block of the component for the decoder). Four components are CMYK.
 */
export function flatJpeg(o: { width: number; height: number; components: number; scans?: number[][]; progressive?: boolean; acScans?: number }): Buffer {
  const { width, height, components } = o;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8); // per component, all sampled 1 × 1
  const frame = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, components]);
  const ids = Array.from({ length: components }, (_, c) => [c + 1, 0x11, 0]).flat();
  // One DC symbol (difference category 0) of one bit; AC: end of band (sequential), or the runs
  // EOB0-EOB14 of four bits each (progressive).
  const dc = Buffer.from([0x00, 1, ...Array<number>(15).fill(0), 0x00]);
  const ac = o.progressive
    ? Buffer.from([0x10, 0, 0, 0, 15, ...Array<number>(12).fill(0), ...Array.from({ length: 15 }, (_, k) => k << 4)])
    : Buffer.from([0x10, 1, ...Array<number>(15).fill(0), 0x00]);
  const parts = [
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    segment(o.progressive ? 0xc2 : 0xc0, Buffer.concat([frame, Buffer.from(ids)])),
    segment(0xc4, Buffer.concat([dc, ac])),
  ];
  const scan = (members: number[], ss: number, se: number, bits: JpegBits) => {
    parts.push(segment(0xda, Buffer.from([members.length, ...members.flatMap((c) => [c + 1, 0x00]), ss, se, 0])), bits.done());
  };
  if (!o.progressive) {
    for (const members of o.scans ?? [Array.from({ length: components }, (_, c) => c)]) {
      const bits = new JpegBits();
      for (let i = 0; i < blocks * members.length; i++) bits.put(0, 2); // DC 0, then end of block
      scan(members, 0, 63, bits);
    }
  } else {
    const all = Array.from({ length: components }, (_, c) => c);
    const dcBits = new JpegBits();
    for (let i = 0; i < blocks * components; i++) dcBits.put(0, 1);
    scan(all, 0, 0, dcBits);
    const runs = new JpegBits();
    for (let left = blocks; left > 0; ) {
      const run = Math.min(left, 32_767);
      const k = Math.floor(Math.log2(run));
      runs.put(k, 4);
      if (k) runs.put(run - (1 << k), k);
      left -= run;
    }
    const acData = runs.done();
    for (let i = 0; i < (o.acScans ?? 0); i++) for (const c of all) parts.push(segment(0xda, Buffer.from([1, c + 1, 0x00, 1, 63, 0])), acData);
  }
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}
