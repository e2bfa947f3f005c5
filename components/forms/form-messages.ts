import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces a form island gets (next-intl's NextIntlClientProvider with only these):
 * the forms' shared words (`forms`: field errors, failures, verification) and the form's own.
 */
export function formMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
}
