/** Calls the real route handlers in-process, as an API client would over HTTP. */
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { endpoints, type EndpointPath, type EndpointResponse } from '@/lib/api/endpoints';

type Handler = { GET: (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> };
const routes = import.meta.glob<Handler>('../../app/**/route.ts');

export type Query = Record<string, string | number | boolean | undefined>;

export function routeFiles(): string[] {
  return Object.keys(routes).map((k) => k.replace('../../app', '').replace(/\/route\.ts$/, ''));
}

export async function get(path: string, query: Query = {}, init?: { headers?: Record<string, string> }) {
  const url = new URL(`http://localhost${path}`);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  return getUrl(url.toString(), init);
}

/** A raw URL (for hand-made query strings such as encoded commas). */
export async function getUrl(raw: string, init?: { headers?: Record<string, string> }) {
  const url = new URL(raw);
  const segments = url.pathname.split('/').filter(Boolean);
  // Route files are keyed by their folder; catch-all routes take the rest of the path as params.
  let key = `../../app${url.pathname}/route.ts`;
  let params: Record<string, string | string[]> = {};
  if (!routes[key]) {
    const base = segments[0];
    key = `../../app/${base}/[...file]/route.ts`;
    params = { file: segments.slice(1).map(decodeURIComponent) };
  }
  const load = routes[key];
  // Like the server: a path no route handles is a 404.
  if (!load) return { status: 404, headers: new Headers(), body: { message: 'not found' } as unknown };
  const res = await (await load()).GET(new NextRequest(url, { headers: init?.headers }), { params: Promise.resolve(params) });
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await res.json() : await res.arrayBuffer();
  return { status: res.status, headers: res.headers, body };
}

/**
 * A 200 answer, checked against the endpoint's response schema: every field present with the
 * right type, and no field the contract does not name.
 */
export async function getOk<P extends EndpointPath>(path: P, query: Query = {}): Promise<EndpointResponse<P>> {
  const res = await get(path, query);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  const parsed = endpoints[path].response.parse(res.body);
  expect(parsed).toEqual(res.body);
  return parsed as EndpointResponse<P>;
}

/** A 4xx answer whose JSON message mentions `mentions`. */
export async function expectError(path: string, query: Query, status: number, mentions?: string | RegExp) {
  const res = await get(path, query);
  expect(res.status, `${path} ${JSON.stringify(query)} → ${JSON.stringify(res.body)}`).toBe(status);
  const body = res.body as { message?: unknown };
  expect(typeof body.message).toBe('string');
  if (mentions) expect(body.message).toMatch(mentions);
  return body.message as string;
}
