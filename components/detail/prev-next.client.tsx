'use client';
import { useSyncExternalStore } from 'react';
import { STORAGE, readString, subscribeStorage } from '@/lib/browser/storage';
import { neighbours, parseStoredResults } from '@/lib/detail/steps';

type Props = {
  id: number;
  office: boolean;
  /** Prefixed path up to the id: `/en/residence/detail`. */
  base: string;
  /** `?last` or `?hot`, kept on the neighbours so their breadcrumb names the same list. */
  suffix: string;
  labels: { group: string; previous: string; next: string };
};

/**
 * Previous and next through the last stored search results, wrapping at both ends.
 * Shows nothing when this listing is not among them.
 */
export function PrevNext({ id, office, base, suffix, labels }: Props) {
  const key = office ? STORAGE.resultOfficeSearch : STORAGE.resultResidenceSearch;
  const raw = useSyncExternalStore(subscribeStorage, () => readString(key), () => null);
  const steps = neighbours(parseStoredResults(raw), id);
  if (!steps) return null;
  const href = (item: { id: number; slug: string }) => `${base}/${item.id}${item.slug ? `/${item.slug}` : ''}${suffix}`;
  const link =
    'inline-flex h-10 items-center gap-1 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <nav aria-label={labels.group} className="flex gap-2" data-print="hide" data-testid="detail-steps">
      <a href={href(steps.prev)} rel="prev" className={link} data-testid="detail-prev" data-id={steps.prev.id}>
        <span aria-hidden="true">‹</span> {labels.previous}
      </a>
      <a href={href(steps.next)} rel="next" className={link} data-testid="detail-next" data-id={steps.next.id}>
        {labels.next} <span aria-hidden="true">›</span>
      </a>
    </nav>
  );
}
