import type { EndpointPath, EndpointResponse } from './endpoints';
import { apiBase, failure } from './post';

export { apiBase, ApiError } from './post';

/**
 * The typed client the browser islands use for the public API. Types only come from the
 * contract, so no zod reaches the client bundle. The base address is a runtime setting; empty
 * means same origin. A 401 sends the browser to the site root. Sending alone is in
 * ./post, so a form's island carries no query code.
 */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type QueryInput = Record<string, QueryValue>;

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

export async function apiGet<P extends EndpointPath>(path: P, query: QueryInput = {}, init?: { signal?: AbortSignal }): Promise<EndpointResponse<P>> {
  const qs = toSearchParams(query).toString();
  const res = await fetch(`${apiBase()}${path}${qs ? `?${qs}` : ''}`, { signal: init?.signal, headers: { accept: 'application/json' } });
  if (!res.ok) throw await failure(res);
  return (await res.json()) as EndpointResponse<P>;
}
