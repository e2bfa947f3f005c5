import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { generateMedia, renderImage } from '@/scripts/seed/media';

describe('demo media', () => {
  it('renders an interior as a 1280×853 JPEG', async () => {
    const meta = await sharp(await renderImage('interior-03.jpg')).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });
  });

  it('renders the same bytes for the same name', async () => {
    const [a, b] = await Promise.all([renderImage('blog-05.jpg', 640), renderImage('blog-05.jpg', 640)]);
    expect(Buffer.compare(a, b)).toBe(0);
    expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 427 });
  });

  it('writes images, variants and PDFs once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-test-'));
    const only = (n: string) => n.startsWith('partner-01') || n.startsWith('magazine-2024-en');
    try {
      const first = await generateMedia(dir, { only });
      expect(first).toMatchObject({ written: 7, skipped: 0 });

      const images = path.join(dir, 'images');
      expect(fs.readdirSync(images).sort()).toEqual(['partner-01-w1280.webp', 'partner-01-w320.webp', 'partner-01-w640.webp', 'partner-01-w768.webp', 'partner-01-w960.webp', 'partner-01.png']);
      const expected: [string, string, number, number][] = [
        ['partner-01.png', 'png', 400, 200],
        ['partner-01-w1280.webp', 'webp', 400, 200], // never enlarged
        ['partner-01-w960.webp', 'webp', 400, 200],
        ['partner-01-w768.webp', 'webp', 400, 200],
        ['partner-01-w640.webp', 'webp', 400, 200],
        ['partner-01-w320.webp', 'webp', 320, 160],
      ];
      for (const [file, format, width, height] of expected) {
        const meta = await sharp(path.join(images, file)).metadata();
        expect(meta, file).toMatchObject({ format, width, height, hasAlpha: true });
      }

      const pdf = fs.readFileSync(path.join(dir, 'files', 'magazine-2024-en.pdf'));
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(fs.readdirSync(path.join(dir, 'files'))).toEqual(['magazine-2024-en.pdf']);

      const second = await generateMedia(dir, { only });
      expect(second).toMatchObject({ written: 0, skipped: 7 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
