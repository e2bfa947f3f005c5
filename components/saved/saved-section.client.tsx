'use client';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { PropertyCard } from '@/lib/api/properties';
import type { StorageKey } from '@/lib/browser/storage';
import { normaliseName } from '@/lib/format';
import { SAVED_PAGE_SIZE, pageCountOf } from '@/lib/saved/ids';
import { SavedCard } from './saved-card.client';
import { useSavedPage } from './use-saved-page.client';

// Only a list longer than a page has a pager: its code loads then, not with every visit.
const SavedPagination = lazy(() => import('./saved-pagination.client').then((m) => ({ default: m.SavedPagination })));

type Props = {
  storageKey: StorageKey;
  /** The stored ids in the order shown. */
  ids: readonly number[];
  lang: Lang;
  title: string;
  /** The history page's one list needs no visible heading under the page's own. */
  hideTitle?: boolean;
  selected: ReadonlyMap<number, unknown>;
  onSelect: (item: PropertyCard) => void;
  /** The cards on screen, for select-all. */
  onVisible: (key: StorageKey, items: PropertyCard[]) => void;
  onRemove?: (item: PropertyCard) => void;
  removeLabel?: (name: string) => string;
  /** The favourites' Compare boxes: which are ticked, the toggle, the box's labels. */
  compare?: { picked: readonly number[]; onToggle: (id: number) => void; label: (name: string) => string; short: string };
};

/** One stored list as a grid of cards, 9 a page. */
export function SavedSection({ storageKey, ids, lang, title, hideTitle, selected, onSelect, onVisible, onRemove, removeLabel, compare }: Props) {
  const t = useTranslations('saved');
  const [requested, setRequested] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const pageCount = pageCountOf(ids.length, SAVED_PAGE_SIZE);
  // Removing items can leave the page past the end: show the last one.
  const pageIndex = Math.min(requested, pageCount);
  const page = useSavedPage(storageKey, ids, lang, pageIndex);

  // Keyed by content: the parent may hand over an equal list as a new array on every render.
  const idKey = ids.join(',');
  const items = useMemo(() => {
    const stored = new Set(idKey.split(',').map(Number));
    // While the next page loads the previous one stays up; never show a card no longer stored.
    return (page.data?.items ?? []).filter((item) => stored.has(item.id));
  }, [page.data, idKey]);

  useEffect(() => onVisible(storageKey, items), [onVisible, storageKey, items]);

  const goTo = (n: number) => {
    setRequested(n);
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const headingId = `saved-${storageKey}`;
  return (
    <section aria-labelledby={headingId} aria-busy={page.isFetching} className="scroll-mt-24" data-testid="saved-section" data-key={storageKey}>
      {/* tabIndex -1: where focus goes when a removal leaves another list without cards (./use-removal-focus.ts). */}
      <h2 ref={heading} id={headingId} tabIndex={-1} className={hideTitle ? 'sr-only' : 'mb-4 scroll-mt-24 text-xl font-bold text-slate-900'}>
        {title}
      </h2>
      {page.isPending ? (
        <p className="py-10 text-center text-slate-500" role="status">
          {t('loading')}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="saved-grid">
          {items.map((item) => (
            <li key={item.id}>
              <SavedCard
                item={item}
                lang={lang}
                selected={selected.has(item.id)}
                onSelect={() => onSelect(item)}
                onRemove={onRemove ? () => onRemove(item) : undefined}
                removeLabel={removeLabel?.(item.name)}
                compare={
                  compare && {
                    checked: compare.picked.includes(item.id),
                    onToggle: () => compare.onToggle(item.id),
                    label: compare.label(normaliseName(item.name)),
                    short: compare.short,
                  }
                }
              />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8">
        {pageCount > 1 && (
          <Suspense fallback={null}>
            <SavedPagination current={pageIndex} pageCount={pageCount} onPage={goTo} label={t('pages', { list: title })} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
