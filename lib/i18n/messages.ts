import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import alertsEn from '@/messages/site/alerts.en.json';
import alertsJa from '@/messages/site/alerts.ja.json';
import currencyEn from '@/messages/site/currency.en.json';
import currencyJa from '@/messages/site/currency.ja.json';
import nearbyEn from '@/messages/site/nearby.en.json';
import nearbyJa from '@/messages/site/nearby.ja.json';
import placesEn from '@/messages/site/places.en.json';
import placesJa from '@/messages/site/places.ja.json';
import resultsMapEn from '@/messages/site/resultsMap.en.json';
import resultsMapJa from '@/messages/site/resultsMap.ja.json';
import shareEn from '@/messages/site/share.en.json';
import shareJa from '@/messages/site/share.ja.json';
import viewingsEn from '@/messages/site/viewings.en.json';
import viewingsJa from '@/messages/site/viewings.ja.json';

/**
 * The site's words in both languages. The shell and the older areas live in messages/en.json and
 * ja.json; newer areas keep files of their own under messages/site/ (`<area>.en.json`,
 * `<area>.ja.json`), merged here under the area's name (the file name).
 */
export const MESSAGES = {
  en: { ...en, share: shareEn, currency: currencyEn, resultsMap: resultsMapEn, alerts: alertsEn, viewings: viewingsEn, places: placesEn, nearby: nearbyEn },
  ja: { ...ja, share: shareJa, currency: currencyJa, resultsMap: resultsMapJa, alerts: alertsJa, viewings: viewingsJa, places: placesJa, nearby: nearbyJa },
} as const;
export type Messages = (typeof MESSAGES)['en'];
