import 'server-only';
import { cookies, headers } from 'next/headers';
import { createTranslator } from 'next-intl';
import en from '@/messages/admin/en.json';
import ja from '@/messages/admin/ja.json';
import inboxEn from '@/messages/admin/inbox.en.json';
import inboxJa from '@/messages/admin/inbox.ja.json';
import listingsEn from '@/messages/admin/listings.en.json';
import listingsJa from '@/messages/admin/listings.ja.json';
import contentEn from '@/messages/admin/content.en.json';
import contentJa from '@/messages/admin/content.ja.json';
import alertsEn from '@/messages/admin/alerts.en.json';
import alertsJa from '@/messages/admin/alerts.ja.json';
import viewingsEn from '@/messages/admin/viewings.en.json';
import viewingsJa from '@/messages/admin/viewings.ja.json';
import placesEn from '@/messages/admin/places.en.json';
import placesJa from '@/messages/admin/places.ja.json';
import { currentStaff, type StaffLanguage } from '@/lib/server/staff/session';
import { STAFF_LANG_COOKIE, visitorLanguage } from './language';

/**
 * The back office's words, in the language the staff member chose (their account's setting; before
 * sign-in, the `staff_lang` cookie, else the browser's first choice of English or Japanese). Each
 * area keeps its own files under messages/admin/ (`<area>.en.json`, `<area>.ja.json`), merged here
 * under the area's name; the shell's are in messages/admin/en.json and ja.json.
 */
const MESSAGES = {
  en: { ...en, inbox: inboxEn, listings: listingsEn, content: contentEn, alerts: alertsEn, viewings: viewingsEn, places: placesEn },
  ja: { ...ja, inbox: inboxJa, listings: listingsJa, content: contentJa, alerts: alertsJa, viewings: viewingsJa, places: placesJa },
};

export type AdminMessages = (typeof MESSAGES)['en'];
export { STAFF_LANG_COOKIE };

export async function adminLanguage(): Promise<StaffLanguage> {
  const staff = await currentStaff();
  if (staff) return staff.language;
  return visitorLanguage((await cookies()).get(STAFF_LANG_COOKIE)?.value, (await headers()).get('accept-language'));
}

/** A translator for one area's messages (e.g. `adminTranslator('inbox')`), in the staff member's language. */
export async function adminTranslator<N extends keyof AdminMessages & string>(namespace: N) {
  const lang = await adminLanguage();
  return createTranslator({ locale: lang === 'ja' ? 'ja' : 'en', messages: MESSAGES[lang] as AdminMessages, namespace });
}

/** The raw messages of one area, for a client island that takes its words as props. */
export async function adminMessages<N extends keyof AdminMessages>(namespace: N): Promise<AdminMessages[N]> {
  return (MESSAGES[await adminLanguage()] as AdminMessages)[namespace];
}
