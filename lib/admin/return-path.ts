/**
 * Where the back office sends a member of staff after signing in: the `next` of the sign-in
 * address and of its forms. It is the client's word, and it ends up in a Location header (or
 * the `x-action-redirect` header of a server action), which Node refuses outright when it holds
 * CR, LF or any character past U+00FF: `?next=/admin/%0d%0a…` or U+2028 answered 500.
 *
 * A return path is a back-office path written in printable ASCII (a browser percent-encodes
 * anything else), whose decoded form holds no control or line-separator character, and whose
 * path part has no backslash, no empty segment (`//`, which a browser may read as another host)
 * and no dot segment. Anything else, or a malformed escape, returns to `/admin`.
 */
export const BACK_OFFICE_HOME = '/admin';

const MAX_LENGTH = 2_000;
const BACK_OFFICE = /^\/admin(?:[/?#]|$)/;
const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
// C0 and C1 controls (NEL among them), DEL, and the line and paragraph separators.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** The back-office path `value` names, or `/admin` when it names anything else. */
export function returnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !PRINTABLE_ASCII.test(value) || !BACK_OFFICE.test(value)) return BACK_OFFICE_HOME;
  const plain = decoded(value);
  if (plain === undefined || CONTROL.test(plain)) return BACK_OFFICE_HOME;
  const path = decoded(value.split(/[?#]/)[0]) ?? '';
  if (path.includes('\\') || path.includes('//') || path.split('/').some((segment) => segment === '.' || segment === '..')) return BACK_OFFICE_HOME;
  return value;
}
