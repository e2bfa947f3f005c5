/**
 * Sending to the public API (SPEC §7) from the browser: a form's POST, and the error a failed
 * answer becomes. A 401 sends the browser to the site root (SPEC §6, §8). ./client adds reading.
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

function onUnauthorised() {
  // A full load on purpose: it drops every island's state, as the spec's redirect to the root does.
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
