import 'server-only';
import type { NextResponse } from 'next/server';
import { z } from 'zod';
import type { Lang } from '@/lib/api/lang';
import { HONEYPOT_FIELD, TOKEN_FIELD } from '@/lib/forms/guard';
import { LIMITS } from '@/lib/forms/common';
import { VIEWING_NOTE_MAX, viewingSchema } from '@/lib/forms/viewing';
import { withoutBlanks } from '@/lib/forms/values';
import { isLang, localePath } from '@/lib/i18n/config';
import { bookingPath } from '@/lib/viewings/paths';
import { JSON_LIMIT, readLimited } from '../submissions/body';
import { reply, type HandlerDeps } from '../submissions/handler';
import { seeOther } from '../submissions/newsletter-links';
import { viewingHandler } from './handler';
import { seal, unseal } from './sealed';

/**
 * The booking page's plain form (scripts off): POST /api/viewings/form takes it as the browser
 * sends it, hands it to POST /api/viewings's own pipeline (rate limit, honeypot and form token, the
 * schema, verification, the booking), and answers with a 303 back to the page: with what was
 * stored, or with what was typed and what stood in the way, sealed (./sealed.ts).
 */
const FORM = 'application/x-www-form-urlencoded';

/** The page's fields, in page order: a problem's field is one of these, or `form` for the request as a whole. */
export const BOOKING_FIELDS = ['times', 'otherTime', 'fullName', 'email', 'phone', 'people', 'viewingLanguage'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number] | 'form';

export const BOOKING_FAILURES = ['taken', 'refused', 'tooSoon', 'verification', 'rateLimited', 'busy', 'server', 'invalid', 'tooLarge'] as const;

const typedSchema = z.object({
  times: z.array(z.string()),
  otherTime: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  people: z.string(),
  viewingLanguage: z.string(),
});
export type Typed = z.output<typeof typedSchema>;

const draftSchema = z.object({
  kind: z.literal('draft'),
  propertyId: z.number().int(),
  typed: typedSchema,
  errors: z.array(z.object({ field: z.enum([...BOOKING_FIELDS, 'form']), code: z.string() })),
  failure: z.object({ key: z.enum(BOOKING_FAILURES), seconds: z.number().int().optional(), times: z.array(z.string()).optional() }).optional(),
});
export type BookingDraft = z.output<typeof draftSchema>;

const sentSchema = z.object({
  kind: z.literal('sent'),
  propertyId: z.number().int(),
  viewings: z.array(z.object({ propertyId: z.number().int(), times: z.array(z.string()), otherTime: z.string().nullable() })),
  people: z.string(),
  viewingLanguage: z.string(),
  email: z.string(),
});
export type BookingSent = z.output<typeof sentSchema>;

/** The page's draft (a refused post's values and problems) when the token is one for this listing. */
export function readDraft(token: unknown, propertyId: number): BookingDraft | undefined {
  const parsed = draftSchema.safeParse(unseal(token));
  return parsed.success && parsed.data.propertyId === propertyId ? parsed.data : undefined;
}

/** What was stored, when the token is one for this listing. */
export function readSent(token: unknown, propertyId: number): BookingSent | undefined {
  const parsed = sentSchema.safeParse(unseal(token));
  return parsed.success && parsed.data.propertyId === propertyId ? parsed.data : undefined;
}

async function readForm(request: Request): Promise<{ ok: true; value: URLSearchParams } | { ok: false; status: number; message: string }> {
  const bytes = await readLimited(request, JSON_LIMIT);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes.value)) };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
}

/** What was typed, cut to what the page's fields take (their maxLength), to be shown again. */
function typedOf(params: URLSearchParams): Typed {
  const text = (name: string, max: number) => (params.get(name) ?? '').slice(0, max);
  return {
    times: params.getAll('times').slice(0, 400).map((t) => t.slice(0, 40)),
    otherTime: text('otherTime', VIEWING_NOTE_MAX),
    fullName: text('fullName', LIMITS.name),
    email: text('email', LIMITS.email),
    phone: text('phone', LIMITS.phone),
    people: text('people', 4),
    viewingLanguage: text('viewingLanguage', 4),
  };
}

const fieldOf = (head: unknown): BookingField =>
  head === 'items' ? 'times' : (BOOKING_FIELDS as readonly unknown[]).includes(head) ? (head as BookingField) : 'form';

/**
 * The problems of a refused body, in the forms' message keys: the schema's own (the API answers an
 * unknown key as `invalid`), else the server's, each on the page's field it concerns.
 */
function problemsOf(body: Record<string, unknown>, answer: unknown): BookingDraft['errors'] {
  const local = viewingSchema.safeParse(withoutBlanks(body));
  const issues = local.success ? [] : local.error.issues.map((i) => ({ field: fieldOf(i.path[0]), code: i.message }));
  // The schema asks for a time only once the rest passes; the page says it with the other problems.
  if (!local.success && !body.otherTime && !(body.items as { times: string[] }[]).some((i) => i.times.length)) issues.unshift({ field: 'times', code: 'viewingTimeRequired' });
  const server =
    answer && typeof answer === 'object' && 'errors' in answer && Array.isArray(answer.errors)
      ? answer.errors.flatMap((e: unknown) => (e && typeof e === 'object' && 'field' in e && 'code' in e && typeof e.code === 'string' ? [{ field: fieldOf(String(e.field).split('.')[0]), code: e.code }] : []))
      : [];
  const seen = new Set<string>();
  return [...issues, ...server].filter((e) => !seen.has(e.field) && seen.add(e.field));
}

function failureOf(status: number, answer: unknown, retryAfter: string | null): BookingDraft['failure'] {
  if (status === 409) {
    const taken = answer && typeof answer === 'object' && 'taken' in answer && Array.isArray(answer.taken) ? answer.taken : [];
    return { key: 'taken', times: taken.flatMap((t: unknown) => (t && typeof t === 'object' && 'start' in t && typeof t.start === 'string' ? [t.start] : [])) };
  }
  if (status === 429) return { key: 'rateLimited', seconds: Math.max(1, Math.ceil(Number(retryAfter) || 60)) };
  if (status === 413) return { key: 'tooLarge' };
  if (status === 503) return { key: 'busy' };
  if (status >= 500) return { key: 'server' };
  const message = answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' ? answer.message : '';
  // The guard's and the verification's refusals are English sentences (lib/server/submissions/guard.ts, security/verification.ts).
  return { key: /verification/i.test(message) ? 'verification' : /too soon/i.test(message) ? 'tooSoon' : 'refused' };
}

function isStored(answer: unknown): answer is { viewings: BookingSent['viewings'] } {
  return !!answer && typeof answer === 'object' && 'viewings' in answer && Array.isArray(answer.viewings);
}

export function bookingFormHandler(deps: HandlerDeps = {}) {
  const book = viewingHandler(deps);
  return async (request: Request): Promise<NextResponse> => {
    if ((request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() !== FORM) {
      return reply(415, { message: `This endpoint takes the booking page's form (${FORM}); the JSON API is POST /api/viewings.` });
    }
    const form = await readForm(request);
    if (!form.ok) return reply(form.status, { message: form.message });
    const params = form.value;
    const given = params.get('language');
    const lang: Lang = given && isLang(given) ? given : 'en';
    const id = params.get('propertyId') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) return seeOther(localePath(lang, '/'));
    const propertyId = Number(id);
    const page = localePath(lang, bookingPath(propertyId));
    const typed = typedOf(params);
    const body: Record<string, unknown> = {
      language: lang,
      items: [{ propertyId, times: typed.times }],
      otherTime: typed.otherTime,
      fullName: typed.fullName,
      email: typed.email,
      phone: typed.phone,
      people: typed.people,
      viewingLanguage: typed.viewingLanguage,
    };
    const headers = new Headers({ 'content-type': 'application/json' });
    const forwarded = request.headers.get('x-forwarded-for');
    if (forwarded) headers.set('x-forwarded-for', forwarded);
    const guarded = { ...body, [TOKEN_FIELD]: params.get(TOKEN_FIELD) ?? '', [HONEYPOT_FIELD]: params.get(HONEYPOT_FIELD) ?? '' };
    const answered = await book(new Request(request.url, { method: 'POST', headers, body: JSON.stringify(guarded) }));
    const answer: unknown = await answered.json().catch(() => undefined);
    if (answered.status === 200 && isStored(answer)) {
      const sent: BookingSent = { kind: 'sent', propertyId, viewings: answer.viewings, people: typed.people, viewingLanguage: typed.viewingLanguage, email: typed.email.trim() };
      return seeOther(`${page}?sent=${seal(sent)}`);
    }
    const errors = answered.status === 400 ? problemsOf(body, answer) : [];
    const draft: BookingDraft = { kind: 'draft', propertyId, typed, errors, failure: errors.length ? undefined : failureOf(answered.status, answer, answered.headers.get('retry-after')) };
    return seeOther(`${page}?draft=${seal(draft)}`);
  };
}
