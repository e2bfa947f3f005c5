/**
 * Demo media generator: every image of MEDIA (flat illustrations composed as SVG in
 * media-scenes*.ts and the floor plans of media-plans.ts, rasterised by sharp/librsvg) and every magazine PDF of MAGAZINES
 * (media-pdf.ts). No downloads; the same name always produces the same bytes.
 *
 * Each image is rasterised once; its main file (`{base}.jpg` at 1280×853, banners 1920×640,
 * partner logos `{base}.png` at 400×200 with alpha) and the WebP variants of IMAGE_VARIANTS
 * (`{base}-w{width}.webp`, never enlarged) are all encoded from that raster.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { IMAGE_VARIANTS, MAGAZINES, MEDIA } from './media-names';
import { magazinePdf } from './media-pdf';
import { planScene } from './media-plans';
import type { Scene } from './media-scenes';
import { bannerScene, buildingScene } from './media-scenes-2';
import { specialScene, topicScene } from './media-scenes-3';
import { interiorScene, officeScene } from './media-scenes-4';
import { blogScene } from './media-scenes-5';
import { companyScene, partnerScene, portraitScene } from './media-scenes-6';

export type MediaReport = { written: number; skipped: number; ms: number };

const JPEG = { quality: 80, mozjpeg: true } as const;
const WEBP = { quality: 75, effort: 4 } as const;
/**
 * Listing covers (one per demo listing, ~600) are encoded with less effort: about half the time
 * (measured: webp effort 2 takes half of effort 4's time for 6 % more bytes; plain libjpeg a tenth
 * of mozjpeg's for 13 % more, and the JPEG is only the fallback of the webp renditions), so the
 * first `npm start` and CI draw them in under a minute on two cores.
 */
const JPEG_FAST = { quality: 80 } as const;
const WEBP_FAST = { quality: 75, effort: 2 } as const;

/** The SVG scene of one image name. */
export function composeScene(name: string): Scene {
  const kind = name.replace(/[-.].*$/, '');
  switch (kind) {
    case 'cover':
      return coverScene(name);
    case 'interior':
      return interiorScene(name);
    case 'building':
      return buildingScene(name);
    case 'office':
      return officeScene(name);
    case 'banner':
      return bannerScene(name);
    case 'blog':
      return blogScene(name);
    case 'team':
    case 'representative':
      return portraitScene(name);
    case 'company':
      return companyScene(name);
    case 'topic':
      return topicScene(name);
    case 'special':
      return specialScene(name);
    case 'partner':
      return partnerScene(name);
    case 'plan':
      return planScene(name);
    default:
      throw new Error(`no scene for media name ${name}`);
  }
}

const COVER_ROOMS = ['living', 'balcony', 'dining', 'loft', 'bedroom'] as const;
const COVER_OFFICES = ['open', 'tower', 'lobby', 'meeting', 'private'] as const;

/** A listing's cover: a building or a bright room for a residence, an office floor or tower for an office. */
function coverScene(name: string): Scene {
  const i = Number(/-(\d+)\.\w+$/.exec(name)?.[1] ?? 1);
  if (name.startsWith('cover-office-')) return officeScene(name, COVER_OFFICES[i % COVER_OFFICES.length]);
  return i % 3 === 0 ? buildingScene(name) : interiorScene(name, COVER_ROOMS[i % COVER_ROOMS.length]);
}

type Raster = { data: Buffer; info: OutputInfo; png: boolean; fast: boolean };

async function rasterise(name: string): Promise<Raster> {
  const scene = composeScene(name);
  const png = name.endsWith('.png');
  let image = sharp(Buffer.from(scene.svg), { density: 72 });
  // Logos keep their alpha channel; photos are flattened onto white (no alpha in JPEG).
  image = png ? image.ensureAlpha() : image.flatten({ background: '#ffffff' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  if (info.width !== scene.width || info.height !== scene.height) throw new Error(`${name}: rendered ${info.width}×${info.height}`);
  return { data, info, png, fast: name.startsWith('cover-') };
}

function encode(raster: Raster, width: number | undefined, format: 'main' | 'webp'): Promise<Buffer> {
  const { data, info, png, fast } = raster;
  let image = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  if (width !== undefined && width < info.width) image = image.resize({ width, withoutEnlargement: true, kernel: 'lanczos3' });
  if (format === 'webp') return image.webp(png ? { ...WEBP, alphaQuality: 90 } : fast ? WEBP_FAST : WEBP).toBuffer();
  return png ? image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer() : image.jpeg(fast ? JPEG_FAST : JPEG).toBuffer();
}

/** One image as encoded bytes (JPEG for .jpg names, PNG for .png names) at the given width (default: its full width). */
export async function renderImage(name: string, width?: number): Promise<Buffer> {
  return encode(await rasterise(name), width, 'main');
}

/** The files written for one image name: the main file first, then its variants. */
export function imageOutputs(name: string): { file: string; width?: number; format: 'main' | 'webp' }[] {
  const base = name.replace(/\.\w+$/, '');
  return [{ file: name, format: 'main' }, ...IMAGE_VARIANTS.map((v) => ({ file: `${base}-w${v.width}.${v.format}`, width: v.width, format: v.format }))];
}

/** Writes through a temporary file, so an interrupted run never leaves a truncated file behind. */
async function writeAtomic(file: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, bytes);
  await fsp.rename(tmp, file);
}

type Job = { files: string[]; run: () => Promise<number> };

/** Writes every file of MEDIA and MAGAZINES under `dir` (images into `${dir}/images`, PDFs into `${dir}/files`). Idempotent: a file that already exists is skipped. Deterministic. */
export async function generateMedia(dir: string, options: { only?: (name: string) => boolean; concurrency?: number } = {}): Promise<MediaReport> {
  const started = performance.now();
  const only = options.only ?? (() => true);
  const imagesDir = path.join(dir, 'images');
  const filesDir = path.join(dir, 'files');
  await fsp.mkdir(imagesDir, { recursive: true });
  await fsp.mkdir(filesDir, { recursive: true });
  const existing = (d: string) => new Set(fs.readdirSync(d));
  const haveImages = existing(imagesDir);
  const haveFiles = existing(filesDir);

  let skipped = 0;
  const jobs: Job[] = [];
  for (const name of Object.values(MEDIA).flat()) {
    if (!only(name)) continue;
    const outputs = imageOutputs(name);
    const missing = outputs.filter((o) => !haveImages.has(o.file));
    skipped += outputs.length - missing.length;
    if (!missing.length) continue;
    jobs.push({
      files: missing.map((o) => o.file),
      run: async () => {
        const raster = await rasterise(name);
        for (const o of missing) await writeAtomic(path.join(imagesDir, o.file), await encode(raster, o.width, o.format));
        return missing.length;
      },
    });
  }
  for (const magazine of MAGAZINES) {
    for (const lang of ['en', 'ja'] as const) {
      const name = magazine[lang];
      if (!only(name)) continue;
      if (haveFiles.has(name)) {
        skipped++;
        continue;
      }
      jobs.push({ files: [name], run: async () => (await writeAtomic(path.join(filesDir, name), await magazinePdf(magazine, lang)), 1) });
    }
  }

  let written = 0;
  if (jobs.length) {
    const previous = sharp.concurrency();
    sharp.concurrency(1); // one thread per image; parallelism comes from running jobs side by side
    try {
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const count = await jobs[next++].run();
          written += count;
        }
      };
      const lanes = Math.max(1, Math.min(options.concurrency ?? 2, jobs.length));
      await Promise.all(Array.from({ length: lanes }, worker));
    } finally {
      sharp.concurrency(previous);
    }
  }
  return { written, skipped, ms: Math.round(performance.now() - started) };
}
