import en from '@/messages/admin/refused.en.json';
import ja from '@/messages/admin/refused.ja.json';
import { STRICT_CSP } from '@/lib/security/headers';
import { plainPage } from '@/lib/security/plain-page';
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

export function refusalAnswer(refusal: ActionRefusal, requestHeaders: Headers, langCookie: string | undefined): Response {
  const lang = visitorLanguage(langCookie, requestHeaders.get('accept-language'));
  const m = MESSAGES[lang];
  const text = m[refusal.reason].replace('{limit}', String(ACTION_BODY_LIMIT / 2 ** 20));
  const headers = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Content-Security-Policy': STRICT_CSP };
  // Next's client shows a 4xx's body as the error only when the type is exactly text/plain.
  if (requestHeaders.has('next-action')) return new Response(text, { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/plain' } });
  const page = plainPage({ locale: lang, title: m.title, heading: m.title, text, link: { href: '/admin', label: m.back } });
  return new Response(page, { status: refusal.status, headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' } });
}
