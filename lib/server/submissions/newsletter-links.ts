import 'server-only';
import { NextResponse } from 'next/server';
import { isLang, localePath, type Lang } from '@/lib/i18n/config';
import { confirmSubscription, isWellFormedToken, tokenLanguage, unsubscribe } from './newsletter';
import { reply } from './handler';

/**
 * The links of the newsletter's mails. GET /api/newsletters/confirm confirms and shows a page;
 * GET /api/newsletters/unsubscribe only shows the page with the button (mail scanners follow GET
 * links), and POST with `List-Unsubscribe=One-Click` unsubscribes (RFC 8058), from that button or
 * straight from a mail client.
 */
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const MAX_BODY = 8 * 1024;

function langOf(language: string | null | undefined): Lang {
  return isLang(language) ? language : 'en';
}

/** A redirect with a relative Location: right behind any proxy, whatever host Next believes it has. */
export function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { location: path, 'cache-control': 'no-store' } });
}

function tokenOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('token');
}

export async function confirmGet(request: Request): Promise<NextResponse> {
  const token = tokenOf(request);
  const outcome = token ? await confirmSubscription(token) : { ok: false as const, reason: 'invalid' as const };
  if (outcome.ok) return seeOther(localePath(langOf(outcome.language), '/notification/subscribe-confirmed'));
  const lang = langOf(new URL(request.url).searchParams.get('lang'));
  return seeOther(localePath(lang, `/notification/${outcome.reason === 'expired' ? 'subscribe-expired' : 'subscribe-invalid'}`));
}

export async function unsubscribeGet(request: Request): Promise<NextResponse> {
  const token = tokenOf(request) ?? '';
  const lang = langOf(await tokenLanguage(token));
  return seeOther(`${localePath(lang, '/newsletter/unsubscribe')}${isWellFormedToken(token) ? `?token=${token}` : ''}`);
}

/** The body's `List-Unsubscribe` value, from a urlencoded or multipart form; undefined when it cannot be read. */
export async function oneClickValue(request: Request): Promise<string | undefined> {
  const type = request.headers.get('content-type') ?? '';
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > MAX_BODY) return undefined;
  try {
    if (type.startsWith('multipart/form-data')) {
      const value = (await request.formData()).get('List-Unsubscribe');
      return typeof value === 'string' ? value : undefined;
    }
    const text = await request.text();
    if (text.length > MAX_BODY) return undefined;
    return new URLSearchParams(text.trim()).get('List-Unsubscribe') ?? undefined;
  } catch {
    return undefined;
  }
}

export async function unsubscribePost(request: Request): Promise<NextResponse> {
  if ((await oneClickValue(request)) !== 'One-Click') {
    return reply(400, { message: `The body must be the form field ${ONE_CLICK} (RFC 8058).` });
  }
  // The button of our own page (a browser asks for HTML) lands on a page; a mail client gets JSON.
  const browser = (request.headers.get('accept') ?? '').includes('text/html');
  const token = tokenOf(request);
  const outcome = token && isWellFormedToken(token) ? await unsubscribe(token) : undefined;
  if (!outcome?.ok) {
    if (browser) return seeOther(localePath('en', '/notification/subscribe-invalid'));
    return reply(400, { message: outcome ? 'The unsubscribe link is not valid: no subscription has this token.' : 'The unsubscribe link is not valid: its token is missing or malformed.' });
  }
  if (browser) return seeOther(localePath(langOf(outcome.language), '/notification/unsubscribed'));
  return reply(200, { message: 'ok' });
}
