'use client';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { formatMessage, type MessageValues } from '@/lib/i18n/format-message';

/** Messages as plain text, nested keys joined with dots (`saved.contactModal.title`), and their language. */
export type IslandText = { locale: string; messages: Readonly<Record<string, string>> };

const Context = createContext<IslandText>({ locale: 'en', messages: {} });

/**
 * Hands an island the words it needs from the server without next-intl's runtime in the browser
 * (about 12 kB gzip): the messages are flattened on the server (lib/i18n/client-messages) and
 * formatted here by lib/i18n/format-message, which knows placeholders and plurals.
 */
export function IslandTextProvider({ value, children }: { value: IslandText; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export type IslandTranslate = (key: string, values?: MessageValues) => string;

/** `t(key, values)` over one namespace, like next-intl's useTranslations; a missing key reads as its full name. */
export function useIslandText(namespace: string): IslandTranslate {
  const { locale, messages } = useContext(Context);
  return useCallback(
    (key, values) => {
      const message = messages[`${namespace}.${key}`];
      return message === undefined ? `${namespace}.${key}` : formatMessage(message, values, locale);
    },
    [messages, namespace, locale],
  );
}
