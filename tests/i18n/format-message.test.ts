import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createTranslator } from 'use-intl';
import { describe, expect, it } from 'vitest';
import { compileMessage, formatMessage } from '@/lib/i18n/format-message';
import { renderMessage } from '@/lib/i18n/render-message';
import en from '@/messages/en.json';
import ja from '@/messages/ja.json';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`),
  );
}

/** The message's arguments (name → plural or not), or null when it uses syntax beyond ours (tags, select, …). */
function argumentsOf(message: string): Map<string, boolean> | null {
  const found = new Map<string, boolean>();
  let plain = true;
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
      if (e.type === TYPE.argument) found.set(e.value, found.get(e.value) ?? false);
      else if (e.type === TYPE.plural && e.pluralType === 'cardinal' && e.offset === 0) {
        found.set(e.value, true);
        for (const option of Object.values(e.options)) walk(option.value);
      } else plain = false;
    }
  };
  walk(parse(message));
  // Quoting with apostrophes is ICU syntax too: leave such messages to next-intl.
  return plain && !message.includes("'{") ? found : null;
}

describe('formatMessage agrees with next-intl on every message it can format', () => {
  for (const [locale, tree] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    const t = createTranslator({ locale, messages: tree });
    const messages = leaves(tree as Tree)
      .map(([key, message]) => ({ key, message, args: argumentsOf(message) }))
      .filter((m): m is { key: string; message: string; args: Map<string, boolean> } => m.args !== null);

    it(`covers the plural and placeholder messages of ${locale}`, () => {
      expect(messages.some((m) => [...m.args.values()].includes(true))).toBe(true);
      expect(messages.some((m) => m.args.size > 0 && ![...m.args.values()].includes(true))).toBe(true);
    });

    for (const count of [0, 1, 2, 21, 1234]) {
      it(`${locale}: every message with ${count} for each count and words for each placeholder`, () => {
        for (const { key, message, args } of messages) {
          const values = Object.fromEntries([...args].map(([name, plural]) => [name, plural ? count : `«${name}»`]));
          expect(formatMessage(message, values, locale), key).toBe(t(key as never, values as never));
        }
      });
    }
  }

  it('leaves a placeholder without a value as written, and a # in a value as it is', () => {
    expect(formatMessage('Pages of {list}', {})).toBe('Pages of {list}');
    expect(formatMessage('{n, plural, one {# for {who}} other {# for {who}}}', { n: 1, who: '#1' })).toBe('1 for #1');
  });

  it('compiles to JSON that the browser fills in alike, and leaves plain text a string', () => {
    const message = '{count, plural, =0 {No listings yet in {name}} one {# listing in {name}} other {# listings in {name}}}';
    const sent = JSON.parse(JSON.stringify(compileMessage(message))) as ReturnType<typeof compileMessage>;
    expect(renderMessage(sent, { count: 1234, name: 'Hanoi' }, 'en')).toBe('1,234 listings in Hanoi');
    expect(renderMessage(sent, { count: 0, name: 'Hanoi' }, 'en')).toBe('No listings yet in Hanoi');
    expect(renderMessage(sent, {}, 'en')).toBe('{count}');
    expect(compileMessage('Favourites (# saved)')).toBe('Favourites (# saved)');
    expect(compileMessage('{kind, select, office {Offices} other {Residences}}')).toBe('{kind, select, office {Offices} other {Residences}}');
  });
});
