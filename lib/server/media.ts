import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NextResponse } from 'next/server';
import { imageUrl } from '@/lib/format/image';
import { resolvePath, settings } from './settings';
import { imageStorage, WRITTEN_IMAGE_PREFIXES, type UploadStorage } from './storage';
import { FILE_TYPES as TYPES } from './storage/types';

/** Where generated demo media lives: `images/` and `files/` under MEDIA_DIR. */
export function mediaRoot(): string {
  return resolvePath(settings().MEDIA_DIR);
}

export function mediaDir(kind: 'images' | 'files'): string {
  return path.join(mediaRoot(), kind);
}

/**
 * Serves one file from `root`, named by the URL segments. Only plain file names with a known
 * extension are served (no dot-segments, no hidden files), so a request can never leave `root`.
 * Names are content-stable, so responses are cacheable for a year.
 */
export async function serveFile(root: string, segments: string[], request: Request): Promise<Response> {
  const valid = segments.length > 0 && segments.every((s) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(s) && !s.includes('..'));
  const type = valid ? TYPES[path.extname(segments[segments.length - 1]).toLowerCase()] : undefined;
  if (!type) return NextResponse.json({ message: 'file not found' }, { status: 404 });
  const file = path.join(root, ...segments);
  let stat;
  try {
    stat = await fs.stat(file);
  } catch {
    return NextResponse.json({ message: 'file not found' }, { status: 404 });
  }
  if (!stat.isFile()) return NextResponse.json({ message: 'file not found' }, { status: 404 });
  const etag = `"${createHash('sha1').update(`${file}:${stat.size}:${stat.mtimeMs}`).digest('base64url').slice(0, 20)}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (type === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const body = await fs.readFile(file);
  return new Response(new Uint8Array(body), { status: 200, headers: { ...headers, 'Content-Length': String(body.length) } });
}

const notFound = () => NextResponse.json({ message: 'file not found' }, { status: 404 });

/**
 * Whether `/images/<segments>` is an image the site wrote while running (listing photos, the media
 * library) and the image storage is a bucket: then it is read from there, not from this disk.
 */
function inBucket(segments: string[]): UploadStorage | undefined {
  if (!(WRITTEN_IMAGE_PREFIXES as readonly string[]).includes(segments[0])) return undefined;
  const store = imageStorage();
  return store.kind === 's3' ? store : undefined;
}

/**
 * Serves `/images/<segments>`: the demo's pictures from MEDIA_DIR/images; the images written while
 * the site runs from the image storage, which with a bucket every instance reads alike. Their names
 * are fresh random ones, never rewritten: cached for a year, revalidated by ETag. With
 * MEDIA_PUBLIC_URL (a CDN or a public bucket) they are redirected there instead.
 */
export async function serveImage(segments: string[], request: Request): Promise<Response> {
  const store = inBucket(segments);
  if (!store) return serveFile(mediaDir('images'), segments, request);
  return serveStored(store, segments, request, settings().MEDIA_PUBLIC_URL);
}

/** One file of `store` as `serveFile` answers one of a directory (the same names allowed). */
export async function serveStored(store: UploadStorage, segments: string[], request: Request, publicUrl?: string): Promise<Response> {
  const valid = segments.length > 1 && segments.every((s) => /^[a-z0-9][a-z0-9.-]{0,200}$/.test(s) && !s.includes('..'));
  const type = valid ? TYPES[path.extname(segments[segments.length - 1]).toLowerCase()] : undefined;
  if (!type) return notFound();
  const key = segments.join('/');
  if (publicUrl) return NextResponse.redirect(`${publicUrl.replace(/\/+$/, '')}/images/${key}`, { status: 302, headers: { 'Cache-Control': 'public, max-age=86400' } });
  const file = await store.get(key);
  if (!file) return notFound();
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.etag) headers.ETag = file.etag;
  if (file.modified) headers['Last-Modified'] = file.modified.toUTCString();
  if (type === 'image/svg+xml') headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
  if (file.etag && request.headers.get('if-none-match') === file.etag) {
    void file.body.cancel().catch(() => undefined); // not awaited: inside Next a cancel can wait on the socket
    return new Response(null, { status: 304, headers });
  }
  if (file.bytes) headers['Content-Length'] = String(file.bytes);
  return new Response(request.method === 'HEAD' ? null : file.body, { status: 200, headers });
}

/**
 * Whether a stored image can be shown: the file the site's <img> asks for is on disk (for a JPEG,
 * its 1280 rendition, which the seed writes beside it). A mistyped name is caught here, on save
 * and again before the home banner renders it.
 */
export async function imageExists(file: string): Promise<boolean> {
  const served = imageUrl(file, 1280).replace(/^\/images\//, '');
  const store = inBucket(served.split('/'));
  if (store) {
    const found = await store.get(served).catch(() => null);
    void found?.body.cancel().catch(() => undefined);
    return found !== null;
  }
  const root = mediaDir('images');
  const full = path.join(root, served);
  if (!full.startsWith(root + path.sep)) return false;
  try {
    return (await fs.stat(full)).isFile();
  } catch {
    return false;
  }
}

/** The files of `files` that can be shown, in order. */
export async function existingImages(files: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(files.map(async (f) => [f, await imageExists(f)] as const));
  return new Set(found.filter(([, ok]) => ok).map(([f]) => f));
}
