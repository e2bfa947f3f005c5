/** Helpers of the form endpoint tests: requests as a browser would send them, from fresh addresses. */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { issueFormToken } from '@/lib/security/form-token';

let counter = 0;
/**
 * A client address no other test uses, so that no test shares rate-limit counts with another
 * (the limiter counts per address, an IPv6 client by its /64): a documentation-range IPv6 address
 * in a /64 of its own, from the worker's process id, a counter and a random part.
 */
export function freshAddress(): string {
  counter += 1;
  const hex = (n: number) => (n & 0xffff).toString(16);
  return `2001:db8:${hex(process.pid)}:${hex(counter)}:${hex(0x1000 + Math.floor(Math.random() * 0xefff))}::1`;
}

export function unique(label = 'x'): string {
  return `${label}-${randomUUID().slice(0, 12)}`;
}

/** A form token issued a minute ago: a rendered page's, past the minimum fill time. */
export function pastToken(): string {
  return issueFormToken(Date.now() - 60_000);
}

/** What a form rendered by the site posts beside its own fields: a valid token and an empty honeypot. */
export function guardFields(): Record<string, string> {
  return { [TOKEN_FIELD]: pastToken(), [HONEYPOT_FIELD]: '' };
}

/** The body with the guard fields added (its own values win), when it is a JSON object. */
export function withGuard(body: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...guardFields(), ...body } : body;
}

type GuardOption = {
  /** false: post the body as given, without the guard fields a rendered form adds. */
  guard?: boolean;
};

export type Answer = { status: number; headers: Headers; body: { message?: string; errors?: { field: string; code: string }[]; id?: number } & Record<string, unknown> };

export async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: Answer['body'];
  try {
    body = JSON.parse(text) as Answer['body'];
  } catch {
    throw new Error(`not JSON (status ${res.status}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, headers: res.headers, body };
}

type Handler = (request: Request) => Promise<Response>;

/** A JSON post; the guard fields are added to an object body unless `guard: false` (a `raw` body is sent as is). */
export function jsonRequest(path: string, body: unknown, init: { address?: string; headers?: Record<string, string>; raw?: string } & GuardOption = {}): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': init.address ?? freshAddress(), ...init.headers },
    body: init.raw ?? JSON.stringify(init.guard === false ? body : withGuard(body)),
  });
}

export async function postJson(handler: Handler, path: string, body: unknown, init: Parameters<typeof jsonRequest>[2] = {}): Promise<Answer> {
  return answer(await handler(jsonRequest(path, body, init)));
}

export type Part = string | { name: string; type: string; bytes: Uint8Array };

/** The owner form's multipart post; the guard fields are added unless `guard: false` (the fields' own values win). */
export function multipartRequest(fields: Record<string, Part | Part[]>, init: { address?: string; headers?: Record<string, string> } & GuardOption = {}): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(init.guard === false ? fields : { ...guardFields(), ...fields })) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === 'string') form.append(name, part);
      else form.append(name, new File([new Uint8Array(part.bytes)], part.name, { type: part.type }));
    }
  }
  return new Request('http://localhost/api/owners', {
    method: 'POST',
    headers: { 'x-forwarded-for': init.address ?? freshAddress(), ...init.headers },
    body: form,
  });
}

export async function postMultipart(handler: Handler, fields: Record<string, Part | Part[]>, init: Parameters<typeof multipartRequest>[1] = {}): Promise<Answer> {
  return answer(await handler(multipartRequest(fields, init)));
}

/** A small JPEG photo; `orientation` writes an EXIF Orientation tag, and GPS data is added. */
export async function jpeg(width = 64, height = 48, options: { orientation?: number } = {}): Promise<Uint8Array> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } });
  image = image.withExif({ IFD0: { Make: 'TestCam', Model: 'Secret Model' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 0/1' } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg().toBuffer();
}

export async function png(width = 32, height = 32): Promise<Uint8Array> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 200, b: 0, alpha: 0.5 } } }).png().toBuffer();
}

export async function gif(): Promise<Uint8Array> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff0000' } }).gif().toBuffer();
}

/** Random bytes of a given size (noise does not compress). */
export function noise(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65_536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65_536)));
  return bytes;
}

/** A JPEG of at least `size` bytes: a real photo followed by padding inside a COM segment. */
export async function jpegOfSize(size: number): Promise<Uint8Array> {
  const base = await jpeg(32, 32);
  const out = new Uint8Array(size);
  out.set(base.subarray(0, 2)); // SOI
  let offset = 2;
  // Comment segments of at most 65 533 bytes each until the remaining room fits the photo.
  while (size - offset - (base.length - 2) > 4) {
    const room = Math.min(65_533, size - offset - (base.length - 2) - 4);
    out.set([0xff, 0xfe, ((room + 2) >> 8) & 0xff, (room + 2) & 0xff], offset);
    offset += 4 + room;
  }
  out.set(base.subarray(2), offset);
  return out.subarray(0, offset + base.length - 2);
}

export const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
