import type { AbstractIntlMessages } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import { toLocale } from './config';
import { compileMessage, type CompiledMessage } from './format-message';
import { pickMessages } from './pick-messages';

export { pickMessages };

/**
 * A message namespace as plain strings, nested keys joined with dots (`{ modalTitle: { office } }`
 * → `{ 'modalTitle.office' }`); anything that is not a string is left out. For islands that take
 * their words as plain text instead of through next-intl.
 */
export function flattenMessages(messages: unknown, prefix = ''): Record<string, string> {
  if (!messages || typeof messages !== 'object') return {};
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]): [string, string][] =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flattenMessages(value, `${prefix}${key}.`)),
    ),
  );
}

/** Messages compiled for the browser (lib/i18n/render-message), nested keys joined with dots (`saved.contactModal.title`), and their language. */
export type IslandText = { locale: string; messages: Readonly<Record<string, CompiledMessage>> };

/** What an IslandTextProvider hands its island: the given namespaces of the page's messages, compiled (so no parser ships). */
export function islandText(lang: Lang, messages: AbstractIntlMessages, namespaces: readonly string[]): IslandText {
  const flat = flattenMessages(pickMessages(messages, namespaces));
  return { locale: toLocale(lang), messages: Object.fromEntries(Object.entries(flat).map(([key, message]) => [key, compileMessage(message)])) };
}
