import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { cookieValue } from './page-key';
import { LANGUAGE_COOKIE, splitPrefix, toLocale, type Lang } from '@/lib/i18n/config';

/**
 * The pages the production server answers itself, without Next: a 503 while the database is
 * unreachable (Next's own answer for a page whose data failed is an empty document that draws the
 * error page once scripts run; this one says it without them, and offers the same address again),
 * and the 400 and 405 for a request Next cannot or must not route (lib/security/front-door.ts).
 * Each is one static document in the visitor's language, with no script.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailableLang(url: string | undefined, cookieHeader: string | undefined): Lang {
  const path = (url ?? '/').split('?')[0];
  const prefixed = splitPrefix(path).lang;
  if (prefixed) return prefixed;
  return cookieValue(cookieHeader, LANGUAGE_COOKIE) === 'jp' ? 'jp' : 'en';
}

function plainPage(lang: Lang, title: string, text: string, link: { href: string; label: string }): string {
  const m = lang === 'jp' ? ja : en;
  return `<!DOCTYPE html><html lang="${toLocale(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}｜${escape(m.meta.siteName)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:5rem 1rem;text-align:center;color:#0f172a"><main role="alert"><h1 style="font-size:1.5rem">${escape(title)}</h1><p style="color:#475569">${escape(text)}</p><p><a href="${escape(link.href)}" style="display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f766e;color:#fff;text-decoration:none">${escape(link.label)}</a></p></main></body></html>`;
}

export function unavailablePage(lang: Lang, url: string): string {
  const m = (lang === 'jp' ? ja : en).error;
  const href = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return plainPage(lang, m.title, m.text, { href, label: m.retry });
}

export type RefusalKind = 'badRequest' | 'method' | 'tooLong';

/** The page of a malformed address (400), of a method pages do not take (405) or of an overlong address (414), linking home. */
export function refusalPage(lang: Lang, refusal: RefusalKind): string {
  const m = (lang === 'jp' ? ja : en).error;
  const words: Record<RefusalKind, [string, string]> = {
    badRequest: [m.badRequestTitle, m.badRequestText],
    method: [m.methodTitle, m.methodText],
    tooLong: [m.tooLongTitle, m.tooLongText],
  };
  const [title, text] = words[refusal];
  return plainPage(lang, title, text, { href: `/${lang}`, label: m.home });
}
