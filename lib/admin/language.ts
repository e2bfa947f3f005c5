/**
 * The back office's language before anyone is signed in: the `staff_lang` cookie (the sign-in
 * page's switch), else the browser's first choice of English or Japanese. Edge-safe: the
 * middleware answers its own refusals in it (lib/admin/refusal.ts); lib/admin/i18n.ts puts a
 * signed-in member's own choice before it.
 */
export const STAFF_LANG_COOKIE = 'staff_lang';

export function visitorLanguage(cookie: string | undefined, acceptLanguage: string | null): 'en' | 'ja' {
  if (cookie === 'en' || cookie === 'ja') return cookie;
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ja') ? 'ja' : 'en';
}
