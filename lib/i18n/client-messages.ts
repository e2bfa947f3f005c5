import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces client islands read. Only these are serialised into the page, so the
 * HTML does not carry every string of the site. Add a namespace here when an island needs it.
 */
export const CLIENT_NAMESPACES = ['common', 'header', 'error', 'card'] as const;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
