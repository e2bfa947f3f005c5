'use client';
import { useState } from 'react';
import { FavouriteToggle, type FavouriteLabels } from '@/components/property/favourite-toggle.client';

type Props = {
  id: number;
  office: boolean;
  name: string;
  labels: { group: string; print: string; share: string; copied: string; copyFailed: string; favourite: FavouriteLabels };
};

const button =
  'inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * Favourite, print and share on a detail page. Share uses the Web Share API where the
 * browser has it and copies the link otherwise; print opens the browser's dialog with the print
 * stylesheet. Hidden in print and without scripts (none of them works without).
 */
export function DetailActions({ id, office, name, labels }: Props) {
  const [status, setStatus] = useState('');
  const share = async () => {
    const url = window.location.href.split('#')[0];
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(labels.copied);
    } catch {
      setStatus(labels.copyFailed);
    }
  };
  return (
    <div role="group" aria-label={labels.group} data-print="hide" data-testid="detail-actions" className="flex flex-wrap items-center gap-2">
      <FavouriteToggle id={id} office={office} labels={labels.favourite} className="border border-slate-300" />
      <button type="button" className={button} onClick={() => window.print()} data-testid="detail-print">
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z" />
        </svg>
        {labels.print}
      </button>
      <button type="button" className={button} onClick={share} data-testid="detail-share">
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {labels.share}
      </button>
      <p role="status" className="w-full text-sm text-brand-700 empty:hidden" data-testid="detail-share-status">
        {status}
      </p>
    </div>
  );
}
