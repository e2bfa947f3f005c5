/**
 * The part of ICU message syntax our messages use, for islands that take their words as plain
 * text instead of through next-intl's runtime: `{name}` placeholders and
 * `{name, plural, =0 {…} one {# item} other {# items}}` (exact `=N` cases first, then the
 * language's plural category, then `other`; `#` is the number in the language's digits).
 * Anything else is left as written.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

/** The message with its placeholders and plurals filled in from `values`, for `locale` ('en', 'ja'). */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  let out = '';
  let end = 0;
  for (const block of braced(message)) {
    out += block.before + (fill(block.body, values, locale) ?? `{${block.body}}`);
    end = block.end;
  }
  return out + message.slice(end);
}

/** The top-level `{…}` blocks of a text, each with the text before it; stops at an unclosed brace. */
function* braced(text: string): Generator<{ before: string; body: string; end: number }> {
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) return;
    let depth = 0;
    let close = -1;
    for (let j = open; j < text.length && close < 0; j++) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}' && --depth === 0) close = j;
    }
    if (close < 0) return;
    yield { before: text.slice(i, open), body: text.slice(open + 1, close), end: close + 1 };
    i = close + 1;
  }
}

/** One `{…}` argument, or undefined when its value is missing or its form is not one we know. */
function fill(argument: string, values: MessageValues, locale: string): string | undefined {
  const [name, kind] = argument.split(',', 2).map((part) => part.trim());
  const value = values[name];
  if (value === undefined) return undefined;
  if (kind === undefined) return String(value);
  if (kind !== 'plural') return undefined;
  const count = Number(value);
  const cases = pluralCases(argument.slice(argument.indexOf(',', argument.indexOf(',') + 1) + 1));
  const chosen = cases.get(`=${count}`) ?? cases.get(new Intl.PluralRules(locale).select(count)) ?? cases.get('other');
  if (chosen === undefined) return undefined;
  return formatMessage(chosen.replaceAll('#', new Intl.NumberFormat(locale).format(count)), values, locale);
}

/** `=0 {…} one {…} other {…}` as a map from selector to its text. */
function pluralCases(body: string): Map<string, string> {
  return new Map([...braced(body)].map((block) => [block.before.trim(), block.body]));
}
