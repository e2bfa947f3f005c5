import 'server-only';
import type { NextResponse } from 'next/server';
import type { Lang } from '@/lib/api/lang';
import { withoutBlanks } from '@/lib/forms/values';
import { isLang, localePath } from '@/lib/i18n/config';
import { getDb } from '../db/client';
import { serverError } from '../http';
import { recipientBudget } from '../mail/recipient-budget';
import { clientAddress } from '../security/rate-limit';
import { JSON_LIMIT, readJson, readLimited } from '../submissions/body';
import { NOT_AN_OBJECT, validationFailure } from '../submissions/errors';
import { plainObject, screenBody } from '../submissions/guard';
import { limit, reply, verify, type HandlerDeps } from '../submissions/handler';
import { oneClickValue, seeOther } from '../submissions/newsletter-links';
import { ALERT_QUERY_MAX, alertSchema } from './form';
import { alertQuery } from './query';
import { alertIdOf, alertToken as alertTokenOf } from './signing';
import { alertById, confirmAlert, resumeAlert, subscribeAlert, unsubscribeAlert } from './store';

/**
 * The alert endpoints. POST /api/alerts takes the sign-up as JSON (scripts, API clients: JSON
 * answers) or as the results page's plain form (scripts off: a 303 to a page saying how it went),
 * through the same guard as every form: rate limit (the newsletter's budget: a sign-up of the same
 * kind), honeypot and signed fill-time token, the schema, human verification. The mail links:
 * GET /api/alerts/confirm, and /api/alerts/unsubscribe whose POST `List-Unsubscribe=One-Click` is
 * the RFC 8058 one-click (GET only shows the management page: mail scanners follow links).
 */
const FORM = 'application/x-www-form-urlencoded';

/** The result pages of app/[lang]/(site)/alerts/[status]. */
export const ALERT_PAGES = ['sent', 'confirmed', 'expired', 'invalid', 'unsubscribed', 'check-email', 'not-sent'] as const;
export type AlertPage = (typeof ALERT_PAGES)[number];

const pagePath = (lang: Lang, page: AlertPage) => localePath(lang, `/alerts/${page}`);
const langOf = (value: unknown): Lang => (typeof value === 'string' && isLang(value) ? value : 'en');

async function readForm(request: Request): Promise<{ ok: true; value: Record<string, string> } | { ok: false; status: number; message: string }> {
  const bytes = await readLimited(request, JSON_LIMIT);
  if (!bytes.ok) return bytes;
  try {
    return { ok: true, value: Object.fromEntries(new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes.value))) };
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid UTF-8.' };
  }
}

export function subscribeHandler(deps: HandlerDeps = {}) {
  return async (request: Request): Promise<NextResponse> => {
    const isForm = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase() === FORM;
    let lang: Lang = 'en';
    // The search the form was sent from, once read: the page saying it was not taken leads back to it.
    let from = '';
    const fail = (status: number, body: Record<string, unknown>, page: AlertPage = 'not-sent') => (isForm ? seeOther(pagePath(lang, page) + from) : reply(status, body));

    const address = clientAddress(request);
    const limited = await limit(deps, 'newsletter', address);
    if (limited) return isForm ? seeOther(pagePath(lang, 'not-sent')) : limited;

    const body = isForm ? await readForm(request) : await readJson(request);
    if (!body.ok) return fail(body.status, { message: body.message });
    const fields = plainObject(body.value);
    if (!fields) return fail(400, { message: NOT_AN_OBJECT });
    lang = langOf(fields.language);
    if ((fields.kind === 'residence' || fields.kind === 'office') && (typeof fields.query === 'string' || fields.query === undefined) && String(fields.query ?? '').length <= ALERT_QUERY_MAX) {
      from = `?${new URLSearchParams({ kind: fields.kind, q: alertQuery(String(fields.query ?? ''), fields.kind, lang) })}`;
    }
    const screened = screenBody(fields);
    if (!screened.ok) return fail(400, { message: screened.message });
    const parsed = alertSchema.safeParse(withoutBlanks(screened.fields));
    if (!parsed.success) {
      const failure = validationFailure(parsed.error);
      return fail(400, { ...failure }, failure.errors.some((e) => e.field === 'email') ? 'check-email' : 'not-sent');
    }
    const unverified = await verify(deps, parsed.data.token, 'newsletter', address);
    if (unverified) return isForm ? seeOther(pagePath(lang, 'not-sent') + from) : unverified;
    try {
      await subscribeAlert(parsed.data, Date.now(), recipientBudget(deps.limiter));
    } catch (err) {
      return serverError(err);
    }
    // The same answer whether the address had this alert or not.
    return isForm ? seeOther(pagePath(lang, 'sent')) : reply(200, { message: 'ok' });
  };
}

export async function confirmGet(request: Request): Promise<NextResponse> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const outcome = token ? await confirmAlert(token) : ({ ok: false, reason: 'invalid' } as const);
  if (outcome.ok) return seeOther(`${localePath(outcome.language, '/alerts/manage')}?token=${encodeURIComponent(alertTokenOf(outcome.id))}&confirmed=1`);
  return seeOther(pagePath(langOf(url.searchParams.get('lang')), outcome.reason === 'expired' ? 'expired' : 'invalid'));
}


/** GET of the unsubscribe link: the management page, where a button makes the POST. */
export async function unsubscribeGet(request: Request): Promise<NextResponse> {
  const token = new URL(request.url).searchParams.get('token');
  const id = alertIdOf(token);
  const alert = id === undefined ? undefined : await alertById(await getDb(), id);
  if (!alert) return seeOther(pagePath('en', 'invalid'));
  return seeOther(`${localePath(langOf(alert.language), '/alerts/manage')}?token=${encodeURIComponent(token!)}`);
}

/**
 * POST `List-Unsubscribe=One-Click` (RFC 8058) to the signed link stops that alert. A mail client
 * gets JSON; the management page's buttons (a browser asks for HTML) land back on that page.
 */
export async function unsubscribePost(request: Request): Promise<NextResponse> {
  if ((await oneClickValue(request)) !== 'One-Click') return reply(400, { message: 'The body must be the form field List-Unsubscribe=One-Click (RFC 8058).' });
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const id = alertIdOf(token);
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  const alert = id === undefined ? undefined : await unsubscribeAlert(await getDb(), id);
  if (!alert) {
    if (browser) return seeOther(pagePath('en', 'invalid'));
    return reply(400, { message: 'The unsubscribe link is not valid: its signature does not match an alert.' });
  }
  if (browser) return seeOther(managePage(alert.language, url, token!, 'stopped'));
  return reply(200, { message: 'ok' });
}

/**
 * The management page the button was on (the page of the link it was opened with, `back`, when
 * that is a valid alert link), told which alert was just stopped or resumed (by its link).
 */
function managePage(language: string, url: URL, token: string, outcome: 'stopped' | 'resumed'): string {
  const back = alertIdOf(url.searchParams.get('back')) !== undefined ? url.searchParams.get('back')! : token;
  return `${localePath(langOf(language), '/alerts/manage')}?token=${encodeURIComponent(back)}&${outcome}=${encodeURIComponent(token)}`;
}

/**
 * POST /api/alerts/resume?token=: the management page's "Resume" of a stopped alert (a plain form,
 * so it works without scripts), by the alert's signed link; back to that page, which says so.
 */
export async function resumePost(request: Request): Promise<NextResponse> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  const id = alertIdOf(token);
  const alert = id === undefined ? undefined : await resumeAlert(await getDb(), id);
  if (!alert) return seeOther(pagePath('en', 'invalid'));
  return seeOther(managePage(alert.language, url, token!, 'resumed'));
}
