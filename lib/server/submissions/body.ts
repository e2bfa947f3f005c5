import 'server-only';

/**
 * Reading a stranger's request body without trusting it: the declared length is checked before
 * anything is read, and the bytes are counted as they arrive (a missing or lying Content-Length,
 * or a chunked body, cannot get past the limit). Every failure is a client error with a message.
 */
export type BodyFailure = { status: 400 | 411 | 413 | 415; message: string };
export type BodyResult<T> = { ok: true; value: T } | ({ ok: false } & BodyFailure);

/** JSON forms are a few kilobytes; 32 KB leaves room for the longest texts the schemas allow. */
export const JSON_LIMIT = 32 * 1024;

const TOO_LARGE = 'The request body is too large.';

function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
}

/** The body's bytes, or a failure once more than `limit` bytes are declared or arrive. */
export async function readLimited(request: Request, limit: number, tooLarge = TOO_LARGE): Promise<BodyResult<Uint8Array<ArrayBuffer>>> {
  const declared = request.headers.get('content-length');
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared.trim())) return { ok: false, status: 400, message: 'The Content-Length header is invalid.' };
    if (Number(declared) > limit) {
      await request.body?.cancel().catch(() => {});
      return { ok: false, status: 413, message: tooLarge };
    }
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
  if (declared !== null && total < Number(declared)) {
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

export type Multipart = { fields: Record<string, string>; files: Map<string, File[]>; duplicates: string[] };

/**
 * A multipart/form-data body of at most `limit` bytes, parsed only after it has been read within
 * the limit. Text parts become fields (a repeated text field is reported in `duplicates`), file
 * parts are grouped by name.
 */
export async function readMultipart(request: Request, limit: number, tooLarge?: string): Promise<BodyResult<Multipart>> {
  const type = mediaType(request);
  const contentType = request.headers.get('content-type') ?? '';
  if (type !== 'multipart/form-data' || !/;\s*boundary=/i.test(contentType)) {
    return { ok: false, status: 415, message: 'The request body must be multipart/form-data with a boundary.' };
  }
  const bytes = await readLimited(request, limit, tooLarge);
  if (!bytes.ok) return bytes;
  let form: FormData;
  try {
    form = await new Response(bytes.value, { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, status: 400, message: 'The multipart body is malformed.' };
  }
  // No prototype: a part named `constructor` or `__proto__` is just a field.
  const fields = Object.create(null) as Record<string, string>;
  const files = new Map<string, File[]>();
  const duplicates: string[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      if (Object.hasOwn(fields, name)) duplicates.push(name);
      fields[name] = value;
    } else {
      files.set(name, [...(files.get(name) ?? []), value]);
    }
  }
  return { ok: true, value: { fields, files, duplicates } };
}
