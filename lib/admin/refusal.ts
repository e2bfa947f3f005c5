import en from '@/messages/admin/refused.en.json';
import ja from '@/messages/admin/refused.ja.json';
import { ACTION_BODY_LIMIT, type ActionRefusal } from '@/lib/security/server-actions';
import { visitorLanguage } from './language';

/**
 * The middleware's own answer to a back-office POST it refuses (lib/security/server-actions.ts),
 * in the visitor's language (lib/admin/language.ts). A server action called by the page's script
 * (`Next-Action` header) gets the message as `text/plain`, which Next's client raises as the
 * action's error; a form sent without scripts is a navigation, and gets a page saying it, with no
 * script, linking back to the back office.
 */
const MESSAGES = { en, ja };
/** The strict policy of the server's own answers (lib/security/front-door.ts): no script, no framing. */
const OWN_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function refusalAnswer(refusal: ActionRefusal, requestHeaders: Headers, langCookie: string | undefined): Response {
  const lang = visitorLanguage(langCookie, requestHeaders.get('accept-language'));
  const m = MESSAGES[lang];
  const text = m[refusal.reason].replace('{limit}', String(ACTION_BODY_LIMIT / 2 ** 20));
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Content-Security-Policy': OWN_CSP };
  // Next's client shows a 4xx's body as the error only when the type is exactly text/plain.
  if (requestHeaders.has('next-action')) return new Response(text, { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/plain' } });
  const page = `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(m.title)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:5rem 1rem;text-align:center;color:#0f172a"><main role="alert"><h1 style="font-size:1.5rem">${escape(m.title)}</h1><p style="color:#475569">${escape(text)}</p><p><a href="/admin" style="display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f766e;color:#fff;text-decoration:none">${escape(m.back)}</a></p></main></body></html>`;
  return new Response(page, { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
