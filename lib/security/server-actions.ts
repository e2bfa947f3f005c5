/**
 * The back office's server actions as a hostile client can send them. Next decodes an action's
 * body itself and answers 500, with a stack trace in the log, for anything it cannot decode or
 * refuses: a foreign Origin, a body over its size limit (the middleware had cut
 * every body at 64 kB, so a long blog post could not be saved), a multipart body that is cut
 * short or has no arguments, a reply that is not JSON or refers to parts it does not hold, an
 * Origin that is not a URL; and an action handed a number where its form should be threw. The
 * middleware (the one place that sees a request and its body before Next's action handler)
 * checks these first and answers the 4xx itself; what passes is what Next decodes.
 *
 * Edge-safe: the middleware runs it, and next.config.ts takes the size limit from here.
 */
import { extractInfoFromServerReferenceId } from 'next/dist/shared/lib/server-reference-info';
import { provenance } from './same-origin';

/**
 * The largest body a server action takes, in bytes (next.config.ts gives it to Next as
 * `serverActions.bodySizeLimit`, and the middleware's buffer as `proxyClientMaxBodySize`). The
 * largest form is a blog post at its limits (two bodies of 200 000 characters, lib/server/
 * content-admin/posts.ts): 1.2 MB in Japanese, and 2.4 MB when it is sent again after a failed
 * save, since React sends the form's previous state (the values as typed) with it
 * (tests/security/server-actions.test.ts encodes it as React does).
 */
export const ACTION_BODY_LIMIT = 3 * 1024 * 1024;

export type ActionRefusal = { status: 400 | 403 | 413; reason: 'crossSite' | 'tooLarge' | 'malformed'; why: string };

const MULTIPART = /^multipart\/form-data\s*;/i;
const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
/** A server reference id as Next makes them: 42 hex digits, the first two saying which arguments it takes. */
const ACTION_ID = /^[0-9a-f]{42}$/;
/** A reference to another part of the reply (`$1`, `$@1`, `$Q1`, `$K1`…: React's marker, then the part's hex id). */
const PART_REFERENCE = /^\$[@hQWiABOoUSsLlGgMmVRrXxK]?[0-9a-f]+$/;
/** The reference to a form: its fields are sent beside the list, under the form's own prefix. */
const FORM_REFERENCE = /^\$K[0-9a-f]+$/;
/** Deeper than any state a form's action answers (and hands back with the next post). */
const MAX_DEPTH = 32;

/**
 * How many arguments the action an id names is called with, as Next's client counts them (up to
 * the last one the function uses; Next's server reference info); undefined for a rest parameter.
 */
function argumentCount(id: string): number | undefined {
  const info = extractInfoFromServerReferenceId(id);
  return info.hasRestArgs ? undefined : info.usedArgs.lastIndexOf(true) + 1;
}

/** Whether a value is plain data: no reference to another part of the body, not absurdly deep. */
function plainData(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string' && PART_REFERENCE.test(item)) return false;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= MAX_DEPTH) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Whether `text` is an argument list one of the back office's server actions takes. Each is a
 * form's action, the form its last argument and one it reads (tests/security/server-actions.test.ts
 * reads every signature): React sends as many arguments as the action's id says, plain data first
 * (an inbox item's bound id, the form's previous state) and the form last, as `$K1`; or none for
 * an action without arguments. A list of another length, a number where the form should be, or a
 * reference to a part the body does not hold made Next's decoder or the action throw: a 500.
 */
function formArguments(list: unknown, count: number | undefined): boolean {
  if (!Array.isArray(list) || (count !== undefined && list.length !== count)) return false;
  if (list.length === 0) return true;
  const form: unknown = list[list.length - 1];
  return typeof form === 'string' && FORM_REFERENCE.test(form) && list.slice(0, -1).every(plainData);
}

/**
 * Whether the fields of a form posted without scripts name their action as React writes them:
 * `$ACTION_ID_{id}` for an action called with the form alone, or `$ACTION_REF_{n}` with the
 * action's id and its bound arguments (a form's previous state) as JSON in `$ACTION_{n}:0` and the
 * part it refers to. Next checks that the ids exist, then decodes the rest and calls the action
 * with the bound arguments and the form; a descriptor that is not JSON, bound arguments it cannot
 * find or too many of them made it, or the action, throw.
 */
function formActionFields(form: FormData): boolean {
  for (const key of form.keys()) {
    if (key.startsWith('$ACTION_ID_')) {
      const id = key.slice('$ACTION_ID_'.length);
      const count = ACTION_ID.test(id) ? argumentCount(id) : 0;
      if (count !== undefined && count > 1) return false;
    } else if (key.startsWith('$ACTION_REF_')) {
      const prefix = `$ACTION_${key.slice('$ACTION_REF_'.length)}:`;
      const descriptor = parsed(form.get(`${prefix}0`));
      if (descriptor === null || typeof descriptor !== 'object') return false;
      const { id, bound } = descriptor as { id?: unknown; bound?: unknown };
      if (typeof id !== 'string' || !ACTION_ID.test(id) || typeof bound !== 'string' || !/^\$@[0-9a-f]+$/.test(bound)) return false;
      const args = parsed(form.get(`${prefix}${parseInt(bound.slice(2), 16)}`));
      const count = argumentCount(id);
      if (!Array.isArray(args) || !args.every(plainData) || (count !== undefined && args.length + 1 !== count)) return false;
    }
  }
  return true;
}

async function readsAsForm(request: Request): Promise<FormData | undefined> {
  try {
    return await request.formData();
  } catch {
    return undefined;
  }
}

/**
 * Why a POST to the back office must not reach Next's action handler, or undefined to let it
 * through. Reads the body only when the headers pass; a POST that is no server action at all
 * (neither a `Next-Action` header nor a multipart form) is Next's to answer.
 */
export async function refuseActionPost(request: Request, siteUrl: string | undefined): Promise<ActionRefusal | undefined> {
  const from = provenance(request.headers, siteUrl);
  if (from !== 'ownSite') {
    const said = from === 'foreignOrigin' ? `Origin ${JSON.stringify(request.headers.get('origin')?.slice(0, 100))}` : `no Origin, Sec-Fetch-Site ${request.headers.get('sec-fetch-site')}`;
    return { status: 403, reason: 'crossSite', why: `${said} is not this site` };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > ACTION_BODY_LIMIT) return { status: 413, reason: 'tooLarge', why: `a body of ${declared} bytes, over ${ACTION_BODY_LIMIT}` };

  const actionId = request.headers.get('next-action');
  const type = request.headers.get('content-type') ?? '';
  const malformed = (why: string): ActionRefusal => ({ status: 400, reason: 'malformed', why });
  if (actionId === null) {
    // Without scripts a form posts multipart, and Next reads the action from its fields.
    if (!MULTIPART.test(type)) return undefined;
    const form = await readsAsForm(request);
    if (!form) return malformed('a multipart body that does not parse');
    return formActionFields(form) ? undefined : malformed('a form whose action fields are not as React writes them');
  }
  if (!ACTION_ID.test(actionId)) return malformed('a Next-Action header that is no action id');
  // Next answers an encoded form with its 404 page: a 4xx already.
  if (URL_ENCODED.test(type)) return undefined;
  const count = argumentCount(actionId);
  if (MULTIPART.test(type)) {
    const form = await readsAsForm(request);
    if (!form) return malformed('a multipart body that does not parse');
    // React sends the argument list as the field "0", and the form's fields beside it.
    return formArguments(parsed(form.get('0')), count) ? undefined : malformed('a multipart body without the argument list of a form\'s action');
  }
  return formArguments(parsed(await request.text()), count) ? undefined : malformed('a body that is not the argument list of a form\'s action');
}
