'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import { formatDay } from '@/lib/format/day';

type Props = { lang: Lang; link: string; expiresAt: string };

/**
 * The shared list's link: always in a visible read-only field (selected on focus, so it can be
 * copied by hand where the clipboard is refused), with a copy button and the date it expires.
 */
export function SharePanel({ lang, link, expiresAt }: Props) {
  const t = useTranslations('share');
  const [status, setStatus] = useState<'' | 'copied' | 'failed'>('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="mt-3 rounded-lg border border-brand-200 bg-white p-3" data-testid="share-panel">
      <label htmlFor="share-link" className="block text-sm font-semibold text-slate-800">
        {t('linkLabel')}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="share-link"
          type="text"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby="share-link-hint"
          data-testid="share-link"
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
        />
        <button
          type="button"
          onClick={copy}
          data-testid="share-copy"
          className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('copy')}
        </button>
      </div>
      <p id="share-link-hint" className="mt-2 text-xs text-slate-600">
        {t('linkHint', { date: formatDay(new Date(expiresAt), lang, { weekday: true }) })}
      </p>
      <p role="status" className="mt-1 text-sm text-brand-700 empty:hidden" data-testid="share-copy-status">
        {status === 'copied' ? t('copied') : status === 'failed' ? t('copyFailed') : ''}
      </p>
    </div>
  );
}
