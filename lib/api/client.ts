import type { EndpointPath, EndpointResponse } from './endpoints';

/**
 * The typed client the browser islands use for the public API (SPEC §7). Types only come from the
 * contract, so no zod reaches the client bundle. The base address is a runtime setting; empty
 * means same origin. A 401 sends the browser to the site root (SPEC §6, §8).
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryInput = Record<string, QueryValue>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiBase(): string {
  return (process.env.NEXT_PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');
}

/** `{ districtId: [1, 2], keyword: 'tay ho', empty: undefined }` → `districtId=1%2C2&keyword=tay+ho`. */
export function toSearchParams(query: QueryInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  return params;
}

function onUnauthorised() {
  // A full load on purpose: it drops every island's state, as the spec's redirect to the root does.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (typeof window !== 'undefined') window.location.assign('/');
}

async function failure(res: Response): Promise<ApiError> {
  if (res.status === 401) onUnauthorised();
  let message = res.statusText || `HTTP ${res.status}`;
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(res.status, message);
}

export async function apiGet<P extends EndpointPath>(path: P, query: QueryInput = {}, init?: { signal?: AbortSignal }): Promise<EndpointResponse<P>> {
  const qs = toSearchParams(query).toString();
  const res = await fetch(`${apiBase()}${path}${qs ? `?${qs}` : ''}`, { signal: init?.signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as EndpointResponse<P>;
}

/** POST with a JSON or multipart body; the answer's `message` becomes the error's message. */
export async function apiPost<T = unknown>(path: `/api/${string}`, body: unknown): Promise<T> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await fetch(`${apiBase()}${path}`, {
    method: 'POST',
    headers: multipart ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    body: multipart ? body : JSON.stringify(body),
  });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as T;
}
