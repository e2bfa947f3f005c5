/**
 * What the browser's requests to the public API share: its base address and the error a
 * failed answer becomes. A 401 sends the browser to the site root. ./client reads;
 * the forms post through components/forms/post-form.ts.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The message is the answer's own `message`, not the status text. */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function apiBase(): string {
  return (process.env.NEXT_PUBLIC_API_BASE_URL ?? '').replace(/\/+$/, '');
}

/** A 401 from the API, for reads (`failure`) and the forms' posts (components/forms/post-form.ts). */
export function onUnauthorised() {
  // A full load on purpose: it drops every island's state, as a redirect to the root must.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (typeof window !== 'undefined') window.location.assign('/');
}

/** The error for a failed answer: its `message` when it is JSON with one, else the status. */
export async function failure(res: Response): Promise<ApiError> {
  if (res.status === 401) onUnauthorised();
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return new ApiError(res.status, body.message, true);
  } catch {
    // not JSON: the status text
  }
  return new ApiError(res.status, res.statusText || `HTTP ${res.status}`);
}
