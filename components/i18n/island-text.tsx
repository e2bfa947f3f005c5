'use client';
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { IslandText } from '@/lib/i18n/client-messages';
import { renderMessage, type MessageValues } from '@/lib/i18n/render-message';

const Context = createContext<IslandText>({ locale: 'en', messages: {} });

/**
 * Hands an island the words it needs from the server without next-intl's runtime in the browser
 * (about 12 kB gzip): the messages are picked and flattened on the server (`islandText`) and
 * compiled there (lib/i18n/format-message) and filled in here by lib/i18n/render-message, which knows
 * placeholders and plurals.
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
      return message === undefined ? `${namespace}.${key}` : renderMessage(message, values, locale);
    },
    [messages, namespace, locale],
  );
}
