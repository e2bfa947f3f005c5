import 'server-only';
import { NextResponse } from 'next/server';
import type * as z from 'zod/mini';
import { withoutBlanks } from '@/lib/forms/values';
import { contactSchema } from '@/lib/forms/contact';
import { newsletterSchema } from '@/lib/forms/newsletter';
import { supportSchema } from '@/lib/forms/support';
import { serverError } from '../http';
import { recipientBudget, type RecipientBudget } from '../mail/recipient-budget';
import { clientAddress, rateLimiter, type Endpoint, type RateLimiter } from '../security/rate-limit';
import { verifier, type Verifier, type VerifyAction } from '../security/verification';
import { readJson } from './body';
import { saveContact, saveSupport } from './contacts';
import { NOT_AN_OBJECT, validationFailure } from './errors';
import { plainObject, screenBody } from './guard';
import { subscribe } from './newsletter';

/**
 * The POST endpoints a stranger can call, one pipeline for all: rate limit by address
 * (cheapest, before the body is read), read the body within its limit, refuse a filled honeypot or
 * a missing, forged, too fresh or expired form token (./guard), validate with the form's own zod
 * schema, verify the human (reCAPTCHA, when configured), store, answer. Bad input is a 4xx with
 * `{ message }`; the 200 is sent only after the data is committed.
 */
export type HandlerDeps = {
  /** The rate limiter, also of the mail budget per recipient (default: the process-wide one from the settings). */
  limiter?: RateLimiter;
  /** The human verification (default: from the settings). */
  verify?: Verifier;
};

type Handler = (request: Request) => Promise<NextResponse>;

const NO_STORE = { 'cache-control': 'no-store' };

export function reply(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** Every method but POST: 405 with a message and the Allow header. */
export async function methodNotAllowed(): Promise<NextResponse> {
  return reply(405, { message: 'Method not allowed: this endpoint accepts POST only.' }, { allow: 'POST' });
}

/** Takes a rate-limit point; the 429 answer when none is left. */
export async function limit(deps: HandlerDeps, endpoint: Endpoint, address: string): Promise<NextResponse | undefined> {
  const limiter = deps.limiter ?? (await rateLimiter());
  const decision = await limiter.consume(endpoint, address);
  if (decision.ok) return undefined;
  return reply(
    429,
    { message: `Too many requests. Please try again in ${decision.retryAfter} second${decision.retryAfter === 1 ? '' : 's'}.` },
    { 'retry-after': String(decision.retryAfter) },
  );
}

/** Checks the human verification token; the failure answer when it does not pass. */
export async function verify(deps: HandlerDeps, token: string | undefined, action: VerifyAction, address: string): Promise<NextResponse | undefined> {
  const result = await (deps.verify ?? verifier())({ token, action, remoteIp: address });
  if (result.ok) return undefined;
  return reply(result.status, { message: result.message }, result.status === 503 ? { 'retry-after': '5' } : {});
}

/**
 * Blank optional fields read as absent, as the forms send them (a blank `cityId` is no city, not
 * city 0); the contact and support forms wrap their fields in an `info` object.
 */
function blanksRemoved(body: Record<string, unknown>): Record<string, unknown> {
  const top = withoutBlanks(body);
  const info = plainObject(top.info);
  if (!info) return top;
  const fields = withoutBlanks(info);
  // The verification token may travel beside the info object rather than inside it.
  return { ...top, info: fields.token === undefined && top.token !== undefined ? { ...fields, token: top.token } : fields };
}

type JsonEndpoint<S extends z.ZodMiniType<{ token?: string }>> = {
  endpoint: VerifyAction;
  schema: S;
  save: (data: z.output<S>, address: string, budget: RecipientBudget) => Promise<Record<string, unknown>>;
  /** The answer to an error `save` throws on purpose (a 409 for a taken slot); anything else is a 500. */
  refused?: (err: unknown) => NextResponse | undefined;
};

export function jsonHandler<S extends z.ZodMiniType<{ token?: string }>>(config: JsonEndpoint<S>, deps: HandlerDeps): Handler {
  return async (request) => {
    const address = clientAddress(request);
    const limited = await limit(deps, config.endpoint, address);
    if (limited) return limited;

    const body = await readJson(request);
    if (!body.ok) return reply(body.status, { message: body.message });
    const fields = plainObject(body.value);
    if (!fields) return reply(400, { message: NOT_AN_OBJECT });
    const screened = screenBody(fields);
    if (!screened.ok) return reply(400, { message: screened.message });
    const parsed = config.schema.safeParse(blanksRemoved(screened.fields));
    if (!parsed.success) return reply(400, { ...validationFailure(parsed.error) });

    const unverified = await verify(deps, parsed.data.token, config.endpoint, address);
    if (unverified) return unverified;

    try {
      return reply(200, { message: 'ok', ...(await config.save(parsed.data, address, recipientBudget(deps.limiter))) });
    } catch (err) {
      return config.refused?.(err) ?? serverError(err);
    }
  };
}

/** POST /api/contacts: a contact request from the contact-us page, a detail modal or a saved list. */
export function contactHandler(deps: HandlerDeps = {}): Handler {
  return jsonHandler({ endpoint: 'contact', schema: contactSchema, save: async (data, address, budget) => ({ id: await saveContact(data, address, { budget }) }) }, deps);
}

/** POST /api/contacts/customer_contact: a customer-support inquiry. */
export function supportHandler(deps: HandlerDeps = {}): Handler {
  return jsonHandler({ endpoint: 'support', schema: supportSchema, save: async (data, address, budget) => ({ id: await saveSupport(data, address, { budget }) }) }, deps);
}

/**
 * POST /api/newsletters: a subscription. A new address and one already subscribed get the same
 * answer, `{ message: 'ok' }`, so that nobody can learn from it whether an address is on the list.
 */
export function newsletterHandler(deps: HandlerDeps = {}): Handler {
  return jsonHandler(
    {
      endpoint: 'newsletter',
      schema: newsletterSchema,
      save: async (data, _address, budget) => {
        await subscribe(data, Date.now(), budget);
        return {};
      },
    },
    deps,
  );
}
