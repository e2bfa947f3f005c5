import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';
import type { z } from 'zod';

export function json<T>(body: T, init?: ResponseInit): NextResponse {
  return NextResponse.json(body, init);
}

/** 400 with a message naming the offending parameter(s). */
export function badRequest(error: z.ZodError | string): NextResponse {
  const message =
    typeof error === 'string'
      ? error
      : error.issues
          .slice(0, 3)
          .map((i) => (i.message.includes(String(i.path[0] ?? '')) || !i.path.length ? i.message : `${i.path.join('.')}: ${i.message}`))
          .join('; ');
  return NextResponse.json({ message }, { status: 400 });
}

export function notFound(what: string, id?: number | string): NextResponse {
  return NextResponse.json({ message: id === undefined ? `${what} not found` : `${what} ${id} not found` }, { status: 404 });
}

/**
 * Errors meaning "the database (or another backing service) is unreachable right now": a refused
 * or dropped connection, PostgreSQL shutting down or out of connections, the bucket answering 5xx
 * (lib/server/storage/s3.ts) or not within its timeout.
 */
export function isUnavailable(err: unknown): boolean {
  const codes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '53300']);
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause, name } = e as { code?: string; message?: string; cause?: unknown; name?: string };
    if (code && codes.has(code)) return true;
    if (name === 'TimeoutError') return true;
    if (message && /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|^S3 [A-Z]+ \S+ answered 5\d\d$/i.test(message)) return true;
    e = cause;
  }
  return false;
}

export function serverError(err: unknown): NextResponse {
  if (isUnavailable(err)) {
    return NextResponse.json(
      { message: 'The service is temporarily unavailable. Please try again in a moment.' },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
  }
  console.error('[api] unexpected error:', err);
  return NextResponse.json({ message: 'Something went wrong on our side.' }, { status: 500 });
}

/** The query string as a plain object; empty values count as absent, as forms send them. */
export function queryObject(req: NextRequest | Request): Record<string, string> {
  const params = 'nextUrl' in req ? req.nextUrl.searchParams : new URL(req.url).searchParams;
  const out: Record<string, string> = {};
  for (const [key, value] of params) if (value !== '') out[key] = value;
  return out;
}

/**
 * A GET endpoint: parse the query with the endpoint's zod schema (400 on failure), call the data
 * layer, answer its result as JSON, 404 when it returns null. Thin by design: the rules live in
 * the schema and in lib/server.
 */
export function getRoute<Q extends z.ZodType, R>(
  query: Q,
  load: (q: z.output<Q>, req: NextRequest) => Promise<R | null>,
  options: {
    notFound?: (q: z.output<Q>) => NextResponse;
    /** What the schema cannot tell: a message when the query names something unknown (a 400), else null. */
    refuse?: (q: z.output<Q>) => Promise<string | null>;
  } = {},
) {
  return async function GET(req: NextRequest): Promise<NextResponse> {
    const parsed = query.safeParse(queryObject(req));
    if (!parsed.success) return badRequest(parsed.error);
    try {
      const refused = options.refuse ? await options.refuse(parsed.data) : null;
      if (refused) return badRequest(refused);
      const result = await load(parsed.data, req);
      if (result === null) return options.notFound ? options.notFound(parsed.data) : notFound('item');
      return json(result);
    } catch (err) {
      return serverError(err);
    }
  };
}
