import { getRequestConfig } from 'next-intl/server';
import { TIME_ZONE, type Locale } from './config';
import { MESSAGES } from './messages';

export { MESSAGES, type Messages } from './messages';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = requested === 'ja' ? 'ja' : 'en';
  return { locale, messages: MESSAGES[locale], timeZone: TIME_ZONE };
});
