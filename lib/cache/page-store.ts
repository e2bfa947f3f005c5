import type { StoredBody } from './packed-body';

/**
 * The production server's store of rendered pages: least recently used first out, bounded by the
 * bytes it holds, each page kept for a limited time and only while the content version it was
 * rendered under is current (see lib/cache/signal.ts).
 *
 * A page is stored compressed (packed-body.ts), with slots where the render put its CSP nonce and
 * its form token; every response made from it gets values of its own there. An API answer, which
 * has no slot, is kept as it is and as Brotli. The render's nonce
 * was random and only ever sent to the visitor whose request rendered it, so it cannot have been
 * planted in the page's content, which was read from the database before the render chose it.
 * What a page holds is counted as it lies in memory: the allocations behind its compressed bytes
 * (packed-body.ts), the headers' and the key's characters at two bytes each, and a fixed allowance
 * for the objects around them. An API answer and a page are kept in stores of their own
 * (scripts/serve.ts), so that neither kind can push the other out.
 */
export type StoredPage = {
  status: number;
  /** Response headers as the render sent them (the CSP with the render's nonce), minus hop-by-hop ones and Set-Cookie. */
  headers: [string, string][];
  body: StoredBody;
  /** The values of the body's slots at render time: the CSP nonce first (none for an API answer). */
  slotValues: string[];
  version: number;
  expires: number;
  bytes: number;
};

/** The entry, its map slot and arrays; and each header pair's array and two string headers. */
const OVERHEAD = 512;
const HEADER_OVERHEAD = 64;

export class PageStore {
  private readonly pages = new Map<string, StoredPage>();
  private held = 0;

  constructor(
    readonly maxBytes: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, version: number | undefined): StoredPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.version !== version || page.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page); // most recently used last
    return page;
  }

  set(key: string, page: Omit<StoredPage, 'expires' | 'bytes'>): void {
    const text = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, key.length + page.slotValues.join('').length);
    const bytes = page.body.bytes + text * 2 + page.headers.length * HEADER_OVERHEAD + OVERHEAD;
    if (bytes > this.maxBytes / 8) return; // one page never pushes out most of the others
    this.delete(key);
    this.pages.set(key, { ...page, bytes, expires: this.now() + this.ttlMs });
    this.held += bytes;
    while (this.held > this.maxBytes) this.delete(this.pages.keys().next().value as string);
  }

  delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.held -= page.bytes;
  }

  clear(): void {
    this.pages.clear();
    this.held = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.held;
  }
}

/** The nonce of a Content-Security-Policy header, as the middleware writes it. */
export function nonceOf(csp: string | undefined): string | undefined {
  return csp ? /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(csp)?.[1] : undefined;
}

/** Response headers with the render's nonce replaced by `nonce` in the CSP. */
export function withNonce(headers: [string, string][], old: string, nonce: string): [string, string][] {
  return headers.map(([name, value]) => [name, name.toLowerCase() === 'content-security-policy' ? value.replaceAll(old, nonce) : value]);
}

/** Whether a response's content type is HTML. */
export function isHtml(headers: Record<string, string | string[] | undefined>): boolean {
  const type = headers['content-type'];
  return typeof type === 'string' && type.startsWith('text/html');
}

/**
 * Whether a rendered response may be stored: a complete 200 HTML page whose CSP carries a nonce
 * that the body uses, and whose React payload holds no error (a failure inside the page that was
 * caught by an error boundary still answers 200).
 */
export function storable(status: number, headers: Record<string, string | string[] | undefined>, body: string): string | undefined {
  if (status !== 200 || !isHtml(headers)) return undefined;
  if (headers['content-encoding'] !== undefined) return undefined;
  const csp = headers['content-security-policy'];
  const nonce = nonceOf(typeof csp === 'string' ? csp : undefined);
  if (!nonce || !body.includes(`nonce="${nonce}"`)) return undefined;
  if (body.includes(':E{\\"digest\\"') || body.includes(':E{"digest"')) return undefined;
  return nonce;
}

/**
 * Whether an API answer may be stored: a 200 JSON answer that sets no cookie. Errors (400, 404,
 * 503 while the database is away) are passed on as they are and asked again next time.
 */
export function storableApi(status: number, headers: Record<string, string | string[] | undefined>): boolean {
  const type = headers['content-type'];
  return status === 200 && typeof type === 'string' && type.startsWith('application/json') && headers['content-encoding'] === undefined && headers['set-cookie'] === undefined;
}
