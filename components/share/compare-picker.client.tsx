'use client';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';
import { COMPARE_MAX, COMPARE_MIN } from './compare-rows';

/**
 * Adds or removes `id` in the compare pick; a fifth is refused (the pick is returned unchanged and
 * `refused` set), so the caller can say why the box did not tick.
 */
export function togglePick(picked: readonly number[], id: number): { picked: number[]; refused: boolean } {
  if (picked.includes(id)) return { picked: picked.filter((p) => p !== id), refused: false };
  if (picked.length >= COMPARE_MAX) return { picked: [...picked], refused: true };
  return { picked: [...picked, id], refused: false };
}

type Props = { lang: Lang; picked: readonly number[]; refused: boolean };

/**
 * The favourites page's compare bar: how many are picked, the refusal of a fifth, and
 * the link to /compare once two to four are picked (a link, so it can be opened in a new tab).
 */
export function ComparePicker({ lang, picked, refused }: Props) {
  const t = useTranslations('share.compare');
  const ready = COMPARE_MIN <= picked.length && picked.length <= COMPARE_MAX;
  const button = 'inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="compare-picker">
      {ready ? (
        <a href={localePath(lang, `/compare?ids=${picked.join(',')}`)} className={`${button} bg-brand-600 text-white hover:bg-brand-700`} data-testid="compare-open">
          {t('open')} ({picked.length})
        </a>
      ) : (
        <button type="button" disabled aria-describedby="compare-hint" className={`${button} cursor-not-allowed bg-slate-300 text-slate-600`} data-testid="compare-open">
          {t('open')}
        </button>
      )}
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="compare-count">
        {t('picked', { count: picked.length })}
      </p>
      <span id="compare-hint" className="sr-only">
        {t('hint')}
      </span>
      <p role="alert" className="w-full text-sm font-medium text-rose-700 empty:hidden" data-testid="compare-refused">
        {refused ? t('tooMany') : ''}
      </p>
    </div>
  );
}
