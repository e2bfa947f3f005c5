import { preferredLocale } from '@/lib/i18n/accept-language';

/**
 * The back office's language before anyone is signed in: the `staff_lang` cookie (the sign-in
 * page's switch), else the browser's choice of English or Japanese, as the public site reads it. Edge-safe: the
 * middleware answers its own refusals in it (lib/admin/refusal.ts); lib/admin/i18n.ts puts a
 * signed-in member's own choice before it.
 */
export const STAFF_LANG_COOKIE = 'staff_lang';

export function visitorLanguage(cookie: string | undefined, acceptLanguage: string | null): 'en' | 'ja' {
  if (cookie === 'en' || cookie === 'ja') return cookie;
  return preferredLocale(acceptLanguage) ?? 'en';
}
