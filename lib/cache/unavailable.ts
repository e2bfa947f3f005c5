import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { cookieValue } from './page-key';
import { LANGUAGE_COOKIE, splitPrefix, toLocale, type Lang } from '@/lib/i18n/config';
import { plainPage } from '@/lib/security/plain-page';

/**
 * The pages the production server answers itself, without Next: a 503 while the database is
 * unreachable (Next's own answer for a page whose data failed is an empty document that draws the
 * error page once scripts run; this one says it without them, and offers the same address again),
 * and the 400 and 405 for a request Next cannot or must not route (lib/security/front-door.ts).
 * Each is one static document in the visitor's language, with no script.
 */
export function unavailableLang(url: string | undefined, cookieHeader: string | undefined): Lang {
  const path = (url ?? '/').split('?')[0];
  const prefixed = splitPrefix(path).lang;
  if (prefixed) return prefixed;
  return cookieValue(cookieHeader, LANGUAGE_COOKIE) === 'jp' ? 'jp' : 'en';
}

function page(lang: Lang, heading: string, text: string, link: { href: string; label: string }): string {
  return plainPage({ locale: toLocale(lang), title: `${heading}｜${(lang === 'jp' ? ja : en).meta.siteName}`, heading, text, link });
}

export function unavailablePage(lang: Lang, url: string): string {
  const m = (lang === 'jp' ? ja : en).error;
  const href = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return page(lang, m.title, m.text, { href, label: m.retry });
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
  return page(lang, title, text, { href: `/${lang}`, label: m.home });
}
