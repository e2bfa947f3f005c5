import { apiBase, onUnauthorised } from '@/lib/api/post';

/**
 * A form's POST and what became of it, for the form hook (./use-site-form.ts): the answer's status
 * and, for a 400 from the forms' schemas, the fields at fault (`errors: [{ field, code }]`, see
 * lib/server/submissions/errors.ts). The API's English `message` is kept only to recognise a
 * refusal; the visitor reads the form's own words for each case (./failure.ts). The answer's body
 * comes along for a form that shows what was stored or reads a refusal of its own (the viewing
 * booking's 409 names the times taken).
 */
export type FieldProblem = { field: string; code: string };

/** `answer`: the answer's JSON body as sent (unknown until the form reads it), or undefined when it had none. */
export type PostResult =
  | { ok: true; answer: unknown }
  | { ok: false; kind: 'network' | 'timeout' }
  | { ok: false; kind: 'status'; status: number; message: string; errors: FieldProblem[]; retryAfter?: number; answer: unknown };

/** How long a JSON form waits for its answer; the owner form's photos get longer (see its request). */
export const FORM_TIMEOUT_MS = 30_000;

function fieldProblems(value: unknown): FieldProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e: unknown) =>
    e && typeof e === 'object' && 'field' in e && 'code' in e && typeof e.field === 'string' && typeof e.code === 'string' ? [{ field: e.field, code: e.code }] : [],
  );
}

export async function postForm(path: `/api/${string}`, body: unknown, timeoutMs = FORM_TIMEOUT_MS): Promise<PostResult> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`${apiBase()}${path}`, {
      method: 'POST',
      headers: multipart ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { ok: false, kind: error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'network' };
  }
  let answer: unknown;
  try {
    answer = await res.json();
  } catch {
    // not JSON: the status says enough
  }
  if (res.ok) return { ok: true, answer };
  if (res.status === 401) onUnauthorised();
  let message = '';
  let errors: FieldProblem[] = [];
  if (answer && typeof answer === 'object') {
    if ('message' in answer && typeof answer.message === 'string') message = answer.message;
    if ('errors' in answer) errors = fieldProblems(answer.errors);
  }
  const retry = Number(res.headers.get('retry-after'));
  return { ok: false, kind: 'status', status: res.status, message, errors, answer, ...(Number.isFinite(retry) && retry > 0 ? { retryAfter: Math.ceil(retry) } : {}) };
}
