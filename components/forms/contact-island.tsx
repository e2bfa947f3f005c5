import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages } from '@/lib/i18n/client-messages';

/** Hands the contact form's islands only the messages they read. */
export async function ContactMessages({ children, extra = [] }: { children: ReactNode; extra?: string[] }) {
  return <NextIntlClientProvider messages={pickMessages(await getMessages(), ['forms', 'contactForm', ...extra])}>{children}</NextIntlClientProvider>;
}
