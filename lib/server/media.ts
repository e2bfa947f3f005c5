import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { NextResponse } from 'next/server';
import { imageUrl } from '@/lib/format/image';
import { resolvePath, settings } from './settings';

const TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

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

/**
 * Whether a stored image can be shown: the file the site's <img> asks for is on disk (for a JPEG,
 * its 1280 rendition, which the seed writes beside it). A mistyped name is caught here, on save
 * and again before the home banner renders it.
 */
export async function imageExists(file: string): Promise<boolean> {
  const served = imageUrl(file, 1280).replace(/^\/images\//, '');
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
