'use client';
import { countText, useSearchText } from './search-text';
import { useEffect, useState } from 'react';
import { apiGet, toSearchParams } from '@/lib/api/client';
import { useApiQuery } from '@/components/ui/use-api-query';
import type { Lang } from '@/lib/api/lang';
import { COUNT_PAUSE_MS, countQuery, type QueryRecord } from '@/lib/search/form';

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Props = {
  lang: Lang;
  query: QueryRecord;
  /** The count of the form's first state, worked out with the page (residence forms). */
  initial?: { key: string; count: number };
  /** Off until the visitor has touched the form (the office form, SPEC §4). */
  enabled?: boolean;
};

/**
 * The total-units counter (SPEC §4 "Home search"): GET /api/properties/total-unit for the form's
 * filters after a 1-second pause in changes. It never holds up searching: the last count stays
 * until the next one arrives, and a failed count shows nothing.
 */
export function TotalUnits({ lang, query, initial, enabled = true }: Props) {
  const t = useSearchText();
  const key = toSearchParams(countQuery(query)).toString();
  const settled = useSettled(key, COUNT_PAUSE_MS);
  const { data, isFetching, isError } = useApiQuery({
    key: ['total-unit', lang, settled],
    fetch: (signal) => apiGet('/api/properties/total-unit', { ...Object.fromEntries(new URLSearchParams(settled)), language: lang }, { signal }),
    enabled,
    keepPrevious: true,
    initialData: initial && initial.key === settled ? { message: initial.count } : undefined,
  });
  const pending = enabled && (settled !== key || isFetching);
  if (!enabled || (isError && !pending)) return <p className="min-h-5 text-sm" aria-live="polite" data-testid="total-units" />;
  // Rendered by the server too, with the count of the form's first state; without scripts it would
  // not follow the visitor's changes, so it is not shown then.
  return (
    <p className="min-h-5 text-sm text-slate-700 [@media(scripting:none)]:invisible" aria-live="polite" aria-busy={pending} data-testid="total-units" data-count={pending ? undefined : data?.message}>
      {data === undefined ? (pending ? t('counting') : null) : <span className={pending ? 'opacity-60' : 'font-semibold text-brand-700'}>{countText(t, data.message, lang === 'en' ? 'en' : 'ja')}</span>}
    </p>
  );
}
