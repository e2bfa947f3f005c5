'use client';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import { toLocale } from '@/lib/i18n/config';

/** The time zone of lib/i18n/request.ts, so that next-intl in the browser formats as the server does. */
const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * next-intl for a form island rendered from another client component (the detail page's contact
 * modal, the saved lists' contact dialog, the footer's newsletter): the messages were picked on
 * the server (lib/i18n/pick-messages.ts) and come as a prop. Server pages use next-intl's own
 * NextIntlClientProvider directly.
 */
export function FormIntl({ lang, messages, children }: { lang: Lang; messages: AbstractIntlMessages; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={toLocale(lang)} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
