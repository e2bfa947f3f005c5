import { renderMessage, type CompiledMessage, type MessagePart, type MessageValues } from './render-message';

/**
 * The part of ICU message syntax our messages use, for islands that take their words as plain
 * text instead of through next-intl's runtime: `{name}` placeholders and
 * `{name, plural, =0 {…} one {# item} other {# items}}` (exact `=N` cases first, then the
 * language's plural category, then `other`; `#` is the number in the language's digits).
 * Anything else is left as written.
 *
 * The server compiles (`compileMessage`, in islandText), so the browser only fills in
 * (./render-message.ts): the parser never reaches a page's scripts.
 */
export type { CompiledMessage, MessageValues };

/** The message with its placeholders and plurals filled in from `values`, for `locale` ('en', 'ja'). */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  return renderMessage(compileMessage(message), values, locale);
}

/** The message parsed into parts for renderMessage: JSON, so it can be handed to an island as is. */
export function compileMessage(message: string): CompiledMessage {
  const parts = compileParts(message, false);
  if (parts.every((p) => typeof p === 'string')) return parts.join('');
  return parts;
}

/** Text and arguments; inside a plural's case a `#` becomes the count (0). */
function compileParts(text: string, inPlural: boolean): MessagePart[] {
  const parts: MessagePart[] = [];
  const literal = (s: string) =>
    (inPlural ? s.split('#') : [s]).forEach((piece, i) => {
      if (i > 0) parts.push(0);
      if (!piece) return;
      if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += piece;
      else parts.push(piece);
    });
  let end = 0;
  for (const block of braced(text)) {
    literal(block.before);
    const argument = compileArgument(block.body);
    if (typeof argument === 'string') literal(argument);
    else parts.push(argument);
    end = block.end;
  }
  literal(text.slice(end));
  return parts;
}

/** One `{…}` argument as a part, or its text as written when its form is not one we know. */
function compileArgument(body: string): MessagePart {
  const [name, kind] = body.split(',', 2).map((part) => part.trim());
  if (kind === undefined) return [name];
  if (kind !== 'plural') return `{${body}}`;
  const cases = body.slice(body.indexOf(',', body.indexOf(',') + 1) + 1);
  return [name, Object.fromEntries([...braced(cases)].map((block) => [block.before.trim(), compileParts(block.body, true)]))];
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
