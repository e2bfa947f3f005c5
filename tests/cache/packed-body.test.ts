import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adler32, deflated, heldBytes, inflated, packBody, plainBody } from '@/lib/cache/packed-body';
import { fuzzRuns, fuzzTimeout } from '../support/fuzz-runs';

const RUNS = fuzzRuns(100);

describe('a body kept compressed, with slots for per-answer values', () => {
  it('is the same text with the new values, compressed or not, whatever the text and values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme', maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom(0, 1), { maxLength: 5 }),
        fc.tuple(fc.base64String({ minLength: 1, maxLength: 40 }), fc.base64String({ minLength: 1, maxLength: 40 })),
        (texts, slots, fresh) => {
          const old = ['OLD-NONCE-0123456789', 'OLD-TOKEN-9876543210'];
          fc.pre(texts.every((t) => !t.includes('OLD-')));
          const body = texts.map((t, i) => t + (i < slots.length ? old[slots[i]] : '')).join('');
          const expected = body.replaceAll(old[0], fresh[0]).replaceAll(old[1], fresh[1]);
          const packed = packBody(body, old);
          expect(zlib.inflateSync(deflated(packed, fresh)).toString()).toBe(expected);
          expect(inflated(packed, fresh).toString()).toBe(expected);
        },
      ),
      { numRuns: RUNS },
    );
  }, fuzzTimeout(RUNS, 20));

  it('computes Adler-32 as zlib does', () => {
    const data = Buffer.from('x'.repeat(70_000) + 'ünïcödé');
    expect(adler32(data)).toBe(zlib.deflateSync(data).readUInt32BE(zlib.deflateSync(data).length - 4));
  });

  it('keeps a page in a fraction of its text', () => {
    const page = `<html>${'<div class="card"><a href="/en/residence/detail/1/x">Sunny flat in Tay Ho — 2 bedrooms</a></div>'.repeat(2000)}</html>`;
    const packed = packBody(page, ['nonce-value-here']);
    expect(packed.bytes).toBeLessThan(page.length / 20);
  });

  it('counts the memory it holds as the process holds it, not the bytes it uses of it', () => {
    // A results page: many small parts between form tokens, and a few large ones.
    const tokens = Array.from({ length: 20 }, (_, i) => `TOKEN-${i}-abcdefghijklmnop`);
    const page = `<html>${tokens.map((t, i) => `<form><input name="formToken" value="${t}">${'<p>card</p>'.repeat(i % 3 ? 2 : 400)}</form>`).join('')}</html>`;
    const packed = packBody(page, tokens);
    expect(packed.parts.length).toBe(21);
    // Every byte behind the parts' views is counted: zlib's 16 kB output buffers used to be kept whole behind 30-byte parts.
    expect(heldBytes(packed.parts)).toBeLessThanOrEqual(packed.bytes);
    expect(packed.bytes).toBeLessThan(page.length / 4);
    for (const text of ['{"a":1}', `[${'{"id":1,"name":"Sunny flat"},'.repeat(200)}{}]`]) {
      const plain = plainBody(text);
      expect(heldBytes([plain.identity, ...(plain.br ? [plain.br] : [])])).toBeLessThanOrEqual(plain.bytes);
      expect(plain.identity.toString()).toBe(text);
    }
  });
});
