'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiGet, toSearchParams } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import { COUNT_PAUSE_MS, countQuery, type QueryRecord } from '@/lib/search/form';
import { useSearchText } from './search-text.client';

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
  /** Off until the visitor has touched the form (the office form). */
  enabled?: boolean;
};

/**
 * The total-units counter: GET /api/properties/total-unit for the form's
 * filters after a 1-second pause in changes, through TanStack Query, seeded with the count the
 * server worked out for the form's first state. It never holds up searching: the last count stays
 * (dimmed) while the next one comes, and when a count fails the last one stays dimmed too.
 */
export function TotalUnits({ lang, query, initial, enabled = true }: Props) {
  const t = useSearchText();
  const key = toSearchParams(countQuery(query)).toString();
  const settled = useSettled(key, COUNT_PAUSE_MS);
  const { data, isFetching, isError, isPlaceholderData } = useQuery({
    queryKey: ['total-unit', lang, settled],
    queryFn: ({ signal }) => apiGet('/api/properties/total-unit', { ...Object.fromEntries(new URLSearchParams(settled)), language: lang }, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    initialData: initial && initial.key === settled ? { message: initial.count } : undefined,
  });
  // The last count that came, shown while the next comes and when it fails.
  const [last, setLast] = useState<number | undefined>(initial?.count);
  const current = data !== undefined && !isPlaceholderData && !isError ? data.message : undefined;
  if (current !== undefined && current !== last) setLast(current);

  const pending = enabled && (settled !== key || isFetching);
  if (!enabled) return <p className="min-h-5 text-sm" aria-live="polite" data-testid="total-units" />;
  const fresh = current !== undefined && !pending;
  const shown = current ?? last;
  // Rendered by the server too, with the count of the form's first state; without scripts it would
  // not follow the visitor's changes, so it is not shown then.
  return (
    <p
      className="min-h-5 text-sm text-slate-700 [@media(scripting:none)]:invisible"
      aria-live="polite"
      aria-busy={pending}
      data-testid="total-units"
      data-count={fresh ? current : undefined}
      data-failed={isError && !pending ? true : undefined}
    >
      {shown === undefined ? (pending ? t('counting') : null) : <span className={fresh ? 'font-semibold text-brand-700' : 'opacity-60'}>{t('count', { count: shown })}</span>}
    </p>
  );
}
