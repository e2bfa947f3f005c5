/**
 * The browser's half of our message formatting (lib/i18n/format-message.ts compiles on the
 * server): a message arrives already parsed, so an island only fills it in.
 */
import { formatNumber } from '@/lib/format/number';

export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A compiled message part: text, `0` for a plural's `#`, `[name]` for a `{name}` placeholder,
 * `[name, cases]` for `{name, plural, …}` (cases by selector: `=0`, `one`, `other`…).
 */
export type MessagePart = string | 0 | readonly [string] | readonly [string, Readonly<Record<string, readonly MessagePart[]>>];
/** A message without arguments stays a plain string. */
export type CompiledMessage = string | readonly MessagePart[];

/**
 * The message filled in from `values` for `locale` ('en', 'ja'): a plural takes its exact `=N`
 * case, else the language's plural category, else `other`, with `#` as the count, its digits
 * grouped as English and Japanese write them (formatNumber). A placeholder without a value reads `{name}`.
 */
export function renderMessage(message: CompiledMessage, values: MessageValues = {}, locale = 'en', count?: string): string {
  if (typeof message === 'string') return message;
  let out = '';
  for (const part of message) {
    if (typeof part === 'string') out += part;
    else if (part === 0) out += count ?? '#';
    else {
      const value = values[part[0]];
      const cases = part[1];
      const n = Number(value);
      const chosen = value === undefined || !cases ? undefined : (cases[`=${n}`] ?? cases[new Intl.PluralRules(locale).select(n)] ?? cases.other);
      out += chosen ? renderMessage(chosen, values, locale, formatNumber(n)) : value === undefined || cases ? `{${part[0]}}` : String(value);
    }
  }
  return out;
}
