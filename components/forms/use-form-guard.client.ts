'use client';
import { useCallback, useEffect, useRef } from 'react';
import { HONEYPOT_FIELD, TOKEN_FIELD, type FormGuard } from '@/lib/forms/guard';

/** When each token reached this tab (performance.now()), noted by the first island that had it. */
const arrived = new Map<string, number>();

/**
 * Notes that the page's token is here. The islands note it when they mount; an island that mounts
 * late (the footer's newsletter form, near the screen) has its wrapper note it at hydration.
 */
export function noteFormToken(token: string): void {
  if (!arrived.has(token)) arrived.set(token, performance.now());
}

/** Timers may fire a millisecond early; the server's clock must see the whole fill time pass. */
const MARGIN_MS = 50;

/**
 * A form island's side of the guard against scripted posts: the ref of its honeypot
 * field (./honeypot.tsx) and `fields()`, the two fields to post beside the form's own. When a
 * visitor sends sooner than the server's minimum fill time after the token came, `fields()` waits
 * out the rest first (the form shows it is sending), so a person never meets the refusal.
 */
export function useFormGuard({ token, minFillMs }: FormGuard) {
  const trap = useRef<HTMLInputElement>(null);
  useEffect(() => noteFormToken(token), [token]);
  const fields = useCallback(async (): Promise<Record<typeof TOKEN_FIELD | typeof HONEYPOT_FIELD, string>> => {
    noteFormToken(token);
    const wait = (arrived.get(token) ?? 0) + minFillMs + MARGIN_MS - performance.now();
    if (minFillMs > 0 && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return { [TOKEN_FIELD]: token, [HONEYPOT_FIELD]: trap.current?.value ?? '' };
  }, [token, minFillMs]);
  return { trap, fields };
}
