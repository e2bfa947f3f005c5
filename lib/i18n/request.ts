import { getRequestConfig } from 'next-intl/server';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';
import type { Locale } from './config';

export const MESSAGES = { en, ja } as const;
export type Messages = typeof en;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = requested === 'ja' ? 'ja' : 'en';
  return { locale, messages: MESSAGES[locale], timeZone: 'Asia/Ho_Chi_Minh' };
});
