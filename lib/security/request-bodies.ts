import type http from 'node:http';
import { ownAnswer } from './front-door';

/**
 * How the production server (scripts/serve.ts) treats a request's body before anything reads it.
 * No `server-only`: the server script imports it outside the app's bundles.
 *
 * - Time: a body has `timeoutMs` to arrive, and a second more for every `minRate` bytes that did
 *   (Apache's mod_reqtimeout `body=…,MinRate=…`): ten photos arriving at a phone's pace keep their
 *   connection, a body trickled at 10 bytes a second is cut off after about `timeoutMs` whatever
 *   its declared length. REQUEST_TIMEOUT (Node's requestTimeout) still bounds the whole request.
 * - Early answers: an answer that starts before its request's body has all arrived (a 429, a 401,
 *   a 413, a refused form token) says `Connection: close`, and the connection is closed once the
 *   answer is flushed instead of kept to read the rest of the refused body. In stages (RFC 9112
 *   §9.6): the answer and a FIN at once, the whole close LINGER_MS later, because closing a
 *   socket with the client's upload unread sends a reset, which on a slow link can overtake the
 *   answer and erase it before the client reads it. Go's net/http waits the same half second
 *   (rstAvoidanceDelay); nothing is read meanwhile.
 */
export type BodyLimits = { timeoutMs: number; minRate: number };

export const LINGER_MS = 500;

/** Whether the request has a body at all (declared, or chunked). */
export function hasBody(headers: http.IncomingHttpHeaders): boolean {
  return headers['transfer-encoding'] !== undefined || (headers['content-length'] !== undefined && headers['content-length'] !== '0');
}

/** Milliseconds a body may have taken so far, once `received` of its bytes arrived. */
export function bodyAllowanceMs(received: number, { timeoutMs, minRate }: BodyLimits): number {
  return timeoutMs + (minRate > 0 ? (received / minRate) * 1000 : Infinity);
}

/**
 * Watches a request's body until it has all arrived: too slow, it is answered 408 and its
 * connection closed (destroyed when an answer had already begun). What arrived is read off the
 * socket's byte count, so that nothing here reads the body itself.
 */
export function guardBody(req: http.IncomingMessage, res: http.ServerResponse, limits: BodyLimits): void {
  if (!hasBody(req.headers)) return;
  // Removed once the app has read the whole body (Node emits 'end' then): the connection is kept.
  res.setHeader('connection', 'close');
  req.once('end', () => {
    if (!res.headersSent) res.removeHeader('connection');
  });
  const socket = req.socket;
  res.once('finish', () => {
    if (req.complete || socket.destroyed) return;
    // Node has just ended the socket and set it to be destroyed once the answer and FIN are
    // written (net.Socket#destroySoon): destroyed LINGER_MS later instead.
    socket.removeListener('finish', socket.destroy);
    const linger = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once('close', () => clearTimeout(linger));
  });
  const started = Date.now();
  const before = socket.bytesRead;
  let timer: NodeJS.Timeout;
  const check = () => {
    if (req.complete || socket.destroyed) return;
    const elapsed = Date.now() - started;
    const allowed = bodyAllowanceMs(socket.bytesRead - before, limits);
    if (elapsed < allowed) {
      timer = setTimeout(check, Math.max(250, allowed - elapsed));
      return;
    }
    if (res.headersSent) return void socket.destroy();
    // Its Connection: close has Node close the connection once the answer is flushed.
    const slow = ownAnswer(408, { url: req.url ?? '/', cookie: undefined }, { api: true, message: 'The request body took too long to arrive.' }, { connection: 'close' });
    res.writeHead(slow.status, slow.headers).end(slow.body);
  };
  timer = setTimeout(check, limits.timeoutMs);
  res.once('close', () => clearTimeout(timer));
}
