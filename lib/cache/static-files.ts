import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encodingFor } from './page-server';
import { log } from '@/lib/observability/log';

/**
 * The build's scripts and stylesheets (`/_next/static/…`: named by their content, never changed)
 * sent compressed at the strongest settings, Brotli quality 11 or gzip level 9 as the browser
 * accepts, each compressed once per process and kept in memory. Next compresses every such
 * response anew with gzip at its default level. Brotli 11 sends about a sixth less than even gzip 9
 * (home: 126.8 against 151.2 kB on the webpack build; figures in docs/PERFORMANCE.md).
 *
 * Other files (fonts and images are compressed already), range requests and methods other than
 * GET and HEAD are left to Next; so is a file that does not exist, which Next answers with its 404.
 */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};
const PREFIX = '/_next/static/';
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Entry = { type: string; etag: string; identity: Buffer; br: Buffer; gzip: Buffer };

export type StaticFilesOptions = {
  /** The build's static folder (`.next/static`). */
  root: string;
  /** Next's own handling, for what this does not answer. */
  fallback: (req: IncomingMessage, res: ServerResponse) => void;
};

/** The file a request names inside root, or undefined when it is not one this answers. */
export function staticFileOf(root: string, url: string | undefined): string | undefined {
  if (!url?.startsWith(PREFIX)) return undefined;
  const pathname = url.split(/[?#]/, 1)[0];
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  if (!relative || relative.includes('\0') || !TYPES[path.extname(relative)]) return undefined;
  const file = path.resolve(root, relative);
  return file.startsWith(path.resolve(root) + path.sep) ? file : undefined;
}

export function createStaticFiles({ root, fallback }: StaticFilesOptions) {
  // The build's files, a few megabytes at most: kept for the life of the process.
  const entries = new Map<string, Promise<Entry | undefined>>();

  function entryOf(file: string): Promise<Entry | undefined> {
    let entry = entries.get(file);
    if (!entry) {
      entry = load(file);
      entries.set(file, entry);
      // A file that is missing now may be written later (a build in place): ask again next time.
      entry.then((e) => e ?? entries.delete(file), () => entries.delete(file));
    }
    return entry;
  }

  async function load(file: string): Promise<Entry | undefined> {
    let identity: Buffer;
    let mtime: number;
    try {
      const stat = await fs.stat(file);
      if (!stat.isFile()) return undefined;
      mtime = stat.mtimeMs;
      identity = await fs.readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
      throw err;
    }
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ]);
    return { type: TYPES[path.extname(file)], etag: `W/"${identity.length.toString(16)}-${Math.floor(mtime).toString(16)}"`, identity, br, gzip: gz };
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const encoding = encodingFor(req.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
    res.setHeader('content-type', entry.type);
    res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('vary', 'Accept-Encoding');
    res.setHeader('etag', entry.etag);
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      res.statusCode = 304;
      res.end();
      return;
    }
    if (encoding) res.setHeader('content-encoding', encoding);
    res.setHeader('content-length', body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Answers the request and returns true, or returns false to leave it to Next. */
  function handle(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (req.headers.range !== undefined) return false;
    const file = staticFileOf(root, req.url);
    if (!file) return false;
    entryOf(file)
      .then(
        (entry) => (entry ? send(req, res, entry) : fallback(req, res)),
        (err: unknown) => {
          log('static').error({ file, error: err instanceof Error ? err.message : String(err) }, 'could not read a build file');
          fallback(req, res);
        },
      )
      .catch(() => res.destroy());
    return true;
  }

  /** Compresses every script and stylesheet of the build ahead of the first request, one at a time. */
  async function warm(): Promise<number> {
    let files: string[];
    try {
      files = (await fs.readdir(root, { recursive: true })).map((f) => path.join(root, f)).filter((f) => TYPES[path.extname(f)]);
    } catch {
      return 0;
    }
    let warmed = 0;
    for (const file of files) if (await entryOf(file).catch(() => undefined)) warmed++;
    return warmed;
  }

  return { handle, warm };
}
