/**
 * The names of /list-properties/{type}/{props}: type latest, hot or similar, props
 * residence or office; similar also needs `?properties={id}`. Pure, so pages and tests share it.
 */
import type { RawQuery, ResultsKind } from './query';
import { firstValues } from './query';

export const LIST_TYPES = ['latest', 'hot', 'similar'] as const;
export type ListType = (typeof LIST_TYPES)[number];

export type ListKind =
  | { type: 'latest' | 'hot'; kind: ResultsKind }
  | { type: 'similar'; kind: ResultsKind; currentId: number };

const KINDS: readonly string[] = ['residence', 'office'];
const MAX_ID = 2_147_483_647;

/** A positive id as the address spells it, in plain digits; anything else is no id. */
export function parseId(value: string | undefined): number | undefined {
  const raw = value ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** The list a path names, or null when the path names none (the page then answers 404). */
export function parseList(type: string, props: string, query: RawQuery): ListKind | null {
  if (!(LIST_TYPES as readonly string[]).includes(type) || !KINDS.includes(props)) return null;
  const kind = props as ResultsKind;
  if (type !== 'similar') return { type: type as 'latest' | 'hot', kind };
  const currentId = parseId(firstValues(query).properties);
  return currentId ? { type: 'similar', kind, currentId } : null;
}
