import 'server-only';
import Busboy from '@fastify/busboy';

/**
 * Reading a stranger's request body without trusting it: the declared length is checked before
 * anything is read, and the bytes are counted as they arrive (a missing or lying Content-Length,
 * or a chunked body, cannot get past the limit). Every failure is a client error with a message,
 * or 503 when the process holds too much already (./uploads.ts).
 */
export type BodyFailure = { status: 400 | 411 | 413 | 415 | 503; message: string; headers?: Record<string, string> };
export type BodyResult<T> = { ok: true; value: T } | ({ ok: false } & BodyFailure);

/** JSON forms are a few kilobytes; 32 KB leaves room for the longest texts the schemas allow. */
export const JSON_LIMIT = 32 * 1024;

const TOO_LARGE = 'The request body is too large.';

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/** The Content-Length of a request: undefined when it has none (a chunked body), 'invalid' when it is not a length. */
export function declaredLength(request: Request): number | undefined | 'invalid' {
  const declared = request.headers.get('content-length');
  if (declared === null) return undefined;
  return /^\d{1,15}$/.test(declared.trim()) ? Number(declared) : 'invalid';
}

/** The body's bytes, or a failure once more than `limit` bytes are declared or arrive. */
export async function readLimited(request: Request, limit: number, tooLarge = TOO_LARGE): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = declaredLength(request);
  if (declared === 'invalid') return { ok: false, status: 400, message: 'The Content-Length header is invalid.' };
  if (declared !== undefined && declared > limit) {
    await request.body?.cancel().catch(() => {});
    return { ok: false, status: 413, message: tooLarge };
  }
  if (!request.body) return { ok: true, value: new Uint8Array(new ArrayBuffer(0)) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => {});
        return { ok: false, status: 413, message: tooLarge };
      }
      chunks.push(value);
    }
  } catch {
    // The client went away or sent a broken stream.
    return { ok: false, status: 400, message: 'The request body could not be read.' };
  }
  if (declared !== undefined && total < declared) {
    // Fewer bytes than declared: on a live server this is Next's middleware cutting the body at
    // its proxyClientMaxBodySize (10 MB by default), so the honest answer is 'too large'.
    return { ok: false, status: 413, message: tooLarge };
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, value: body };
}

/** A JSON body (Content-Type application/json or +json) of at most `limit` bytes. */
export async function readJson(request: Request, limit = JSON_LIMIT): Promise<BodyResult<unknown>> {
  const type = mediaType(request);
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    return { ok: false, status: 415, message: 'The request body must be JSON (Content-Type: application/json).' };
  }
  const bytes = await readLimited(request, limit);
  if (!bytes.ok) return bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.value);
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
  if (!text.trim()) return { ok: false, status: 400, message: 'The request body is empty.' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' };
  }
}

/** A file part of a multipart body: its name and type as the client sent them, and its bytes. */
export type UploadedFile = { name: string; type: string; bytes: Buffer };
export type Multipart = { fields: Record<string, string>; files: Map<string, UploadedFile[]>; duplicates: string[] };

export type MultipartOptions = {
  /** Bytes the whole body may have; past them, 413 with `tooLarge`. */
  limit: number;
  tooLarge?: string;
  /** Bytes one file may have, and the answer past them. */
  file?: { bytes: number; failure: BodyFailure };
  /** Counts each chunk as it arrives (an upload of ./uploads.ts); past what it may hold, the answer is `full`. */
  memory?: { hold(bytes: number): boolean; full: BodyFailure };
  /** Judges the text fields sent before the first file, as it begins: a failure is answered without reading the files. */
  beforeFiles?: (fields: Record<string, string>) => BodyFailure | undefined;
};

/** More parts than any form of the site sends (the owner form: 19 fields and 10 photos). */
const MAX_PARTS = 64;
/** Longer than any text field the schemas allow. */
const MAX_FIELD = 64 * 1024;
const MALFORMED: BodyFailure = { status: 400, message: 'The multipart body is malformed.' };

/**
 * A multipart/form-data body, parsed as it arrives (busboy), so that what the text fields before
 * the files decide (the form's token: the site's forms send their fields first) is decided before
 * the files are read, and a file over its limit stops the reading. On a failure the rest of the
 * body is left unread, and the production server closes the connection after the answer
 * (lib/security/request-bodies.ts): it is not cancelled here, which would drop the connection
 * before the answer. Text parts become fields (a repeated text field is reported in
 * `duplicates`), parts with a file name are files, grouped by name.
 */
export async function readMultipart(request: Request, options: MultipartOptions): Promise<BodyResult<Multipart>> {
  const contentType = request.headers.get('content-type') ?? '';
  if (mediaType(request) !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    return { ok: false, status: 415, message: 'The request body must be multipart/form-data with a boundary.' };
  }
  const declared = declaredLength(request);
  if (declared === 'invalid') return { ok: false, status: 400, message: 'The Content-Length header is invalid.' };
  const tooLarge: BodyFailure = { status: 413, message: options.tooLarge ?? TOO_LARGE };
  if (declared !== undefined && declared > options.limit) return { ok: false, ...tooLarge };

  // No prototype: a part named `constructor` or `__proto__` is just a field.
  const fields = Object.create(null) as Record<string, string>;
  const files = new Map<string, UploadedFile[]>();
  const duplicates: string[] = [];
  const reading: Promise<void>[] = [];
  // Set by the parser's events, hence read through a function: the compiler cannot see them.
  let failure: BodyFailure | undefined;
  const failed = () => failure;
  let filesBegun = false;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { parts: MAX_PARTS, fieldSize: MAX_FIELD, fileSize: options.file?.bytes ?? Infinity },
      // As browsers and the Fetch standard tell them: a part with a file name is a file.
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
    });
  } catch {
    return { ok: false, ...MALFORMED };
  }
  const fail = (why: BodyFailure) => void (failure ??= why);
  const parsed = new Promise<void>((resolve) => {
    parser.on('finish', resolve);
    parser.on('error', () => (fail(MALFORMED), resolve()));
  });
  parser.on('partsLimit', () => fail({ status: 413, message: 'The form has too many parts.' }));
  parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
    if (valueTruncated) return fail({ status: 413, message: `${name}: This is too long` });
    if (Object.hasOwn(fields, name)) duplicates.push(name);
    fields[name] = value;
  });
  parser.on('file', (name, stream, fileName, _encoding, type) => {
    if (!filesBegun) {
      filesBegun = true;
      const refused = options.beforeFiles?.(fields);
      if (refused) fail(refused);
    }
    if (failed()) return void stream.resume();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('limit', () => options.file && fail(options.file.failure));
    reading.push(
      new Promise((resolve) => {
        stream.on('end', () => {
          files.set(name, [...(files.get(name) ?? []), { name: fileName, type, bytes: Buffer.concat(chunks) }]);
          resolve();
        });
        stream.on('error', () => (fail(MALFORMED), resolve()));
      }),
    );
  });

  let total = 0;
  if (request.body) {
    const reader = request.body.getReader();
    try {
      while (!failed()) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > options.limit) fail(tooLarge);
        else if (options.memory && !options.memory.hold(value.byteLength)) fail(options.memory.full);
        else if (!parser.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) await drained(parser, request.signal);
      }
    } catch {
      // The client went away or sent a broken stream.
      fail({ status: 400, message: 'The request body could not be read.' });
    }
  }
  // Fewer bytes than declared: on a live server this is Next's middleware cutting the body at its
  // proxyClientMaxBodySize, so the honest answer is 'too large'.
  if (declared !== undefined && total < declared) fail(tooLarge);
  const early = failed();
  if (early) return { ok: false, ...early };
  parser.end();
  await parsed;
  await Promise.all(reading);
  const late = failed();
  return late ? { ok: false, ...late } : { ok: true, value: { fields, files, duplicates } };
}

/** Resolves when the parser takes more, fails, or the client is gone (the next read then fails). */
function drained(parser: NodeJS.WritableStream, gone: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('error', done);
      gone.removeEventListener('abort', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('error', done);
    gone.addEventListener('abort', done);
  });
}
