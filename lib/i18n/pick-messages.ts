import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces an island's own NextIntlClientProvider hands to the browser: only these
 * are serialised into the page, so the HTML does not carry every string of the site.
 */
export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
