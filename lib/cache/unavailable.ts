import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import { cookieValue } from './page-key';
import { LANGUAGE_COOKIE, splitPrefix, toLocale, type Lang } from '@/lib/i18n/config';

/**
 * The page sent with a 503 while the database is unreachable. Next's own answer for a page whose
 * data failed is an empty document that draws the error page once scripts run; this one says it
 * in the visitor's language without them, and offers the same address again.
 */
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function unavailableLang(url: string | undefined, cookieHeader: string | undefined): Lang {
  const path = (url ?? '/').split('?')[0];
  const prefixed = splitPrefix(path).lang;
  if (prefixed) return prefixed;
  return cookieValue(cookieHeader, LANGUAGE_COOKIE) === 'jp' ? 'jp' : 'en';
}

export function unavailablePage(lang: Lang, url: string): string {
  const m = lang === 'jp' ? ja : en;
  const href = url.startsWith('/') && !url.startsWith('//') ? url : '/';
  return `<!DOCTYPE html><html lang="${toLocale(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(m.error.title)}｜${escape(m.meta.siteName)}</title></head><body style="font-family:system-ui,sans-serif;margin:0;padding:5rem 1rem;text-align:center;color:#0f172a"><main role="alert"><h1 style="font-size:1.5rem">${escape(m.error.title)}</h1><p style="color:#475569">${escape(m.error.text)}</p><p><a href="${escape(href)}" style="display:inline-block;margin-top:1.5rem;padding:.5rem 1rem;border-radius:.375rem;background:#0f766e;color:#fff;text-decoration:none">${escape(m.error.retry)}</a></p></main></body></html>`;
}
