import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/pick-messages';

/**
 * next-intl for a client island, with only the message namespaces it uses (the locale, time zone
 * and formats come from the request's configuration, lib/i18n/request.ts). A server component:
 * the whole catalogue stays on the server.
 */
export async function IslandIntl({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, namespaces)}>{children}</NextIntlClientProvider>;
}
