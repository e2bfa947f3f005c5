'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '@/lib/api/lang';
import { formatApproxRange, type CurrencyView } from '@/lib/format/currency';

const ApproxContext = createContext<CurrencyView | null>(null);

/**
 * Hands browser-drawn cards (favourites, history) the approximate-amount view the server page
 * read, so they show what the server's cards show without fetching the rate themselves.
 */
export function ApproxProvider({ view, children }: { view: CurrencyView | null; children: ReactNode }) {
  return <ApproxContext.Provider value={view}>{children}</ApproxContext.Provider>;
}

/** `約22.5万円/月` for a USD price (range) and its unit, or undefined when no second currency is shown. */
export function useApproxPrice(lang: Lang, min: number, max?: number | null, unit?: string): string | undefined {
  const view = useContext(ApproxContext);
  return view ? formatApproxRange(min, max, view, lang, unit) : undefined;
}
