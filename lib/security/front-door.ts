import { STATUS_CODES } from 'node:http';
import { refusalPage, unavailableLang, unavailablePage, type RefusalKind } from '@/lib/cache/unavailable';
import { NOT_A_PAGE } from '@/lib/i18n/routes';
import { STRICT_CSP } from './headers';

/**
 * What the production server (scripts/serve.ts) refuses before Next or the page cache see a
 * request, and the answers it gives itself. Next cannot route an address whose path holds a
 * malformed percent-escape (it answered 500 in plain text, without the security headers) nor a
 * method such as TRACE (500 and a stack trace in the log); pages take GET and HEAD only, so a
 * POST to a page must not cost a render.
 *
 * - A path that does not decode: 400, `{ message }` under /api, the localised page elsewhere.
 * - Under /api, a method no route can take: 405 (a route answers 405 itself for the methods
 *   HTTP defines but it does not export). Elsewhere anything but GET and HEAD: 405.
 * - CONNECT to a host (a proxy's tunnel, which Node hands to the server's 'connect' event rather
 *   than to its request handler): 405 as well, in JSON, written straight to the socket (answerText).
 */
export type Refusal = { status: 400 | 405 | 408 | 414 | 503; headers: Record<string, string>; body: string };

const API = /^\/api(?:\/|$)/;
const API_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = new Set(['GET', 'HEAD']);
/** The back office posts its forms to its own pages (server actions). */
const ADMIN = /^\/admin(?:\/|$)/;
const ADMIN_METHODS = new Set(['GET', 'HEAD', 'POST']);

function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

export function isApiPath(path: string): boolean {
  return API.test(path);
}

/** A page address (not the API, files, images, Next's assets or crawler files). */
export function isPagePath(path: string): boolean {
  return !NOT_A_PAGE.test(path);
}

/** The server's own answer: JSON `{ message }` for the API, else a page in the visitor's language. */
export function ownAnswer(
  status: Refusal['status'],
  request: { url: string; cookie: string | undefined },
  kind: { api: true; message: string } | { api: false; page: RefusalKind | 'unavailable' },
  extra: Record<string, string> = {},
): Refusal {
  const base = { 'cache-control': 'no-store', 'content-security-policy': STRICT_CSP, ...extra };
  if (kind.api) return { status, headers: { ...base, 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ message: kind.message }) };
  const lang = unavailableLang(request.url, request.cookie);
  const body = kind.page === 'unavailable' ? unavailablePage(lang, request.url) : refusalPage(lang, kind.page);
  return { status, headers: { ...base, 'content-type': 'text/html; charset=utf-8' }, body };
}

/** The Cookie header of a request, when it is one string (Node joins repeated ones). */
export function cookieHeader(req: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const cookie = req.headers.cookie;
  return typeof cookie === 'string' ? cookie : undefined;
}

/** The 503 of a page whose render cannot even wait its turn: the render queue is full. */
export function busyPage(req: { url?: string; headers: Record<string, string | string[] | undefined> }): Refusal {
  return ownAnswer(503, { url: req.url ?? '/', cookie: cookieHeader(req) }, { api: false, page: 'unavailable' }, { 'retry-after': '2' });
}

/** The refusal of a request the site must not route, or undefined to let it through. */
export function frontDoor(method: string | undefined, url: string | undefined, cookie: string | undefined): Refusal | undefined {
  const target = url ?? '';
  const path = target.split('?')[0];
  const api = isApiPath(path);
  const request = { url: target.startsWith('/') ? target : '/', cookie };
  const verb = (method ?? '').toUpperCase();
  if (verb === 'CONNECT' && !target.startsWith('/')) {
    return ownAnswer(405, request, { api: true, message: 'Method not allowed: CONNECT is not served here.' }, { allow: 'GET, HEAD', connection: 'close' });
  }
  if (!target.startsWith('/') || !decodes(path)) {
    return ownAnswer(400, request, api ? { api, message: 'The address is malformed: its path holds an invalid percent-escape.' } : { api, page: 'badRequest' }, { connection: 'close' });
  }
  if (api && !API_METHODS.has(verb)) {
    return ownAnswer(405, request, { api, message: `Method not allowed: ${verb.slice(0, 20) || 'this method'} is not served here.` }, { allow: [...API_METHODS].join(', '), connection: 'close' });
  }
  if (!api && !(ADMIN.test(path) ? ADMIN_METHODS : PAGE_METHODS).has(verb)) {
    return ownAnswer(405, request, isPagePath(path) ? { api, page: 'method' } : { api: true, message: 'Method not allowed: only GET and HEAD are served here.' }, { allow: 'GET, HEAD', connection: 'close' });
  }
  return undefined;
}

/**
 * An answer as HTTP/1.1 text, with `headers` (the security headers) under its own, for a socket
 * Node hands over without a response object (CONNECT); the connection closes after it.
 */
export function answerText(answer: Refusal, headers: Record<string, string>): string {
  const all = { ...headers, ...answer.headers, 'content-length': String(Buffer.byteLength(answer.body)), connection: 'close' };
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${lines.join('\r\n')}\r\n\r\n${answer.body}`;
}
