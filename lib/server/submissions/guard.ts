import 'server-only';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { checkFormToken, type FormTokenCheck } from '@/lib/security/form-token';

/**
 * The first check of every posted form, in both verification modes: the honeypot must
 * be empty and the page's signed token present, ours, old enough and not too old. It runs before
 * the body is validated or stored; its answers are 400s with a plain English message (a visitor
 * only ever meets 'expired', after a day on one page).
 */
export type GuardFields = { token: unknown; honeypot: unknown };

const REFUSALS: Record<Exclude<FormTokenCheck, { ok: true }>['reason'] | 'honeypot', string> = {
  honeypot: `The form was not sent: the hidden field "${HONEYPOT_FIELD}" must be left empty.`,
  missing: `The form was not sent: the form token (${TOKEN_FIELD}) is missing. Please reload the page and try again.`,
  invalid: `The form was not sent: the form token (${TOKEN_FIELD}) is not valid. Please reload the page and try again.`,
  tooFast: 'The form was sent too soon after the page was loaded. Please wait a few seconds and send it again.',
  expired: 'The form has expired. Please reload the page and send it again.',
};

/** The refusal message, or undefined when the post may go on. */
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

export function guardRefusal({ token, honeypot }: GuardFields, now = Date.now()): string | undefined {
  if (filled(honeypot)) return REFUSALS.honeypot;
  const check = checkFormToken(token, now);
  return check.ok ? undefined : REFUSALS[check.reason];
}

type Fields = Record<string, unknown>;

/** The value as a JSON object's fields, or undefined for anything else (null, an array, a string…). */
export function plainObject(value: unknown): Fields | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : undefined;
}

/**
 * The guard fields taken out of a form body, and the body without them. The JSON forms may send
 * them beside their `info` object (as the site's forms do) or inside it; a value at the top
 * counts first.
 */
export function takeGuard(body: Fields): { guard: GuardFields; rest: Fields } {
  const { [TOKEN_FIELD]: token, [HONEYPOT_FIELD]: honeypot, ...rest } = body;
  const info = plainObject(rest.info);
  if (!info) return { guard: { token, honeypot }, rest };
  const { [TOKEN_FIELD]: innerToken, [HONEYPOT_FIELD]: innerHoneypot, ...fields } = info;
  return {
    guard: { token: token ?? innerToken, honeypot: filled(honeypot) ? honeypot : innerHoneypot },
    rest: { ...rest, info: fields },
  };
}

/**
 * The body without its guard fields, or the refusal: the one check both handlers make (the JSON
 * forms' pipeline and the owner registration's).
 */
export function screenBody(body: Fields, now = Date.now()): { ok: true; fields: Fields } | { ok: false; message: string } {
  const { guard, rest } = takeGuard(body);
  const refused = guardRefusal(guard, now);
  return refused ? { ok: false, message: refused } : { ok: true, fields: rest };
}
