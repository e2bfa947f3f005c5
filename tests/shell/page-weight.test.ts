import { describe, expect, it } from 'vitest';
import { htmlTarget, pageWeight } from '@/scripts/lib/page-weight';

describe('page weight (npm run bench)', () => {
  it('counts the inline RSC scripts as payload and the rest as markup, in UTF-8 bytes', () => {
    const flight = '<script nonce="n">self.__next_f.push([1,"0:{\\"a\\":\\"東京\\"}"])</script>';
    const html = `<!DOCTYPE html><html><body><p>東京</p><input name="q"/><script src="/a.js"></script>${flight}</body></html>`;
    const w = pageWeight(html);
    expect(w.html).toBe(Buffer.byteLength(html));
    expect(w.rsc).toBe(Buffer.byteLength(flight));
    expect(w.markup).toBe(w.html - w.rsc);
    expect(w.inputs).toBe(1);
  });

  it('holds home and search to 120 kB of HTML and detail to 90 kB', () => {
    expect(htmlTarget('home (jp)')).toBe(120_000);
    expect(htmlTarget('residence search (en)')).toBe(120_000);
    expect(htmlTarget('residence detail (jp)')).toBe(90_000);
    expect(htmlTarget('bare Next page (baseline)')).toBeUndefined();
  });
});
