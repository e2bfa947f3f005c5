'use client';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { ContactLabels } from '@/components/forms/contact-labels';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { displayOrder } from '@/lib/saved/ids';
import { KINDS, SAVED_TITLE_ID, type SavedKind } from './saved-kinds';
import { savedPageQuery } from './saved-page-query';
import { useSavedLists } from './use-saved-lists.client';
import { useClearedFlag } from './use-page-state.client';
import { useRemovalFocus } from './use-removal-focus.client';
import type { ShortlistWords } from './saved-lists.client';

export type { SavedKind } from './saved-kinds';

// The lists' code (cards, toolbar, selection, pager) is only needed once stored ids are found, and
// their cards asked for: it loads then, beside that request, not with the page.
const SavedLists = lazy(() => import('./saved-lists.client').then((m) => ({ default: m.SavedLists })));

type Props = { kind: SavedKind; lang: Lang; email: string | null; cityId?: number; contactForm: ContactLabels; guard: FormGuard; shortlist?: ShortlistWords };

/**
 * The favourites or history page's island: reads the stored lists, says when they are
 * empty or were just cleared, and otherwise asks for each list's first page of cards at once while
 * the lists' code (saved-lists.tsx) loads: the two go out together, and the lists find their cards
 * in the tab's query client. A card removed by keyboard hands focus on to its neighbour and is
 * announced in a polite live region (./use-removal-focus.ts).
 */
export function SavedView({ kind, lang, email, cityId, contactForm, guard, shortlist }: Props) {
  const t = useTranslations('saved');
  const config = KINDS[kind];
  const keys = useMemo(() => config.sections.map((s) => s.key), [config]);
  const lists = useSavedLists(keys);
  const { cleared, markCleared } = useClearedFlag(config.flag);
  const client = useQueryClient();
  const pageHeading = useCallback(() => document.getElementById(SAVED_TITLE_ID), []);
  const removedText = useCallback((name: string) => t(`${kind}.removed`, { name }), [t, kind]);
  const removal = useRemovalFocus(lists, pageHeading, removedText);

  // Once, when the stored lists are first read: later the lists ask for what they show themselves.
  const asked = useRef(false);
  useEffect(() => {
    if (!lists || asked.current) return;
    asked.current = true;
    for (const ids of lists) {
      if (!ids.length) continue;
      void client.prefetchQuery(savedPageQuery(lang, displayOrder(ids, config.newestFirst), 1));
    }
  }, [lists, lang, config, client]);

  // Present from the first render in every state, so what is put in it later is announced.
  const announcer = (
    <p className="sr-only" aria-live="polite" data-testid="saved-announcer">
      {removal.announcement}
    </p>
  );
  const loading = (
    <p className="py-16 text-center text-slate-500" role="status">
      {t('loading')}
    </p>
  );
  let body = loading;
  if (lists !== null && lists.every((ids) => ids.length === 0)) {
    body = (
      <p className="py-16 text-center text-lg text-slate-600" role="status" data-testid={cleared ? 'saved-cleared' : 'saved-empty'}>
        {cleared ? t(`${kind}.cleared`) : t(`${kind}.empty`)}
      </p>
    );
  } else if (lists !== null) {
    body = (
      <Suspense fallback={loading}>
        <SavedLists kind={kind} lang={lang} email={email} cityId={cityId} contactForm={contactForm} guard={guard} lists={lists} markCleared={markCleared} onShown={removal.onShown} shortlist={shortlist} />
      </Suspense>
    );
  }
  return (
    <div onFocusCapture={removal.onFocusCapture}>
      {body}
      {announcer}
    </div>
  );
}
