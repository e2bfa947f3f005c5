'use client';
import { useTranslations, type AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import type { PropertyCard } from '@/lib/api/properties';
import { STORAGE, readIds, writeIds, writeString, type StorageKey } from '@/lib/browser/storage';
import { normaliseName } from '@/lib/format';
import { displayOrder } from '@/lib/saved/ids';
import { contactItem, pageSelection, parseContactSelection, serialiseContactSelection, toggleAll, toggleOne, type ContactItem } from '@/lib/saved/selection';
import type { ContactLabels } from '@/components/forms/contact-labels';
import { SavedSection } from './saved-section.client';
import { useStoredString } from './use-saved-lists.client';
import { usePopupHash } from './use-page-state.client';
import { KINDS, type SavedKind } from './saved-kinds';
import { useOpenedOnce } from '@/components/ui/use-opened-once.client';
import { ComparePicker, togglePick } from '@/components/share/compare-picker.client';
import { ShareList } from '@/components/share/share-list.client';
import { SHORTLIST_MIN } from '@/components/viewings/shortlist-min';
import { VIEWING_MAX_LISTINGS } from '@/lib/forms/viewing';

// The dialogs load when a visitor first opens one, not with the page.
const ConfirmDialog = lazy(() => import('./confirm-dialog.client').then((m) => ({ default: m.ConfirmDialog })));
const ContactDialog = lazy(() => import('./contact-dialog.client').then((m) => ({ default: m.ContactDialog })));
const ShortlistDialog = lazy(() => import('@/components/viewings/shortlist-dialog.client').then((m) => ({ default: m.ShortlistDialog })));

type Modal = { kind: 'none' } | { kind: 'all' } | { kind: 'single'; id: number; name: string } | { kind: 'contact' } | { kind: 'viewings' };

/** The favourites' "Request viewings": its button's words and the dialog's messages (components/viewings/viewing-labels.ts). */
export type ShortlistWords = { open: string; hint: string; messages: AbstractIntlMessages };

type Props = {
  kind: SavedKind;
  lang: Lang;
  email: string | null;
  cityId?: number;
  contactForm: ContactLabels;
  /** The page's form token, for the contact form. */
  guard: FormGuard;
  /** The stored id lists of the page's sections, in storage order; one at least is not empty. */
  lists: number[][];
  /** Clear-all sets the page's "cleared" flag before it reloads (saved-view.tsx reads it). */
  markCleared: () => void;
  /** Told the cards on screen, so a removal can be announced by name (./use-removal-focus.ts). */
  onShown?: (items: readonly PropertyCard[]) => void;
  /** The favourites page only: viewings of several ticked listings on one day. */
  shortlist?: ShortlistWords;
};

/**
 * The favourites or history lists: the stored lists as cards with checkboxes,
 * select-all over the cards on screen, clear-all (and, for history, remove one) behind a
 * confirmation, and the contact modal for the selected listings behind a `#popup` address; on
 * the favourites page, sharing the list by link and picking 2–4 listings to compare.
 * Loaded by saved-view.tsx once it has found stored ids, while their first page is asked for.
 */
export function SavedLists({ kind, lang, email, cityId, contactForm, guard, lists, markCleared, onShown, shortlist }: Props) {
  const t = useTranslations('saved');
  const config = KINDS[kind];
  const keys = useMemo(() => config.sections.map((s) => s.key), [config]);
  const shown = useMemo(() => lists.map((ids) => displayOrder(ids, config.newestFirst)), [lists, config]);

  const [selected, setSelected] = useState<ReadonlyMap<number, ContactItem>>(new Map());
  const [visible, setVisible] = useState<Partial<Record<StorageKey, PropertyCard[]>>>({});
  const [modal, setModal] = useState<Modal>({ kind: 'none' });
  const confirmAllOpened = useOpenedOnce(modal.kind === 'all');
  const confirmOneOpened = useOpenedOnce(modal.kind === 'single');
  const contactOpened = useOpenedOnce(modal.kind === 'contact');
  const viewingsOpened = useOpenedOnce(modal.kind === 'viewings');
  const selectAllRef = useRef<HTMLInputElement>(null);
  const ts = useTranslations('share.compare');
  // The favourites' compare pick, in the order ticked; a fifth is refused with a message.
  const [compare, setCompare] = useState<{ picked: number[]; refused: boolean }>({ picked: [], refused: false });
  const favourites = kind === 'favorites';

  const onVisible = useCallback((key: StorageKey, items: PropertyCard[]) => setVisible((v) => (v[key] === items ? v : { ...v, [key]: items })), []);

  // A section whose list has emptied is gone from the screen, whatever it last reported.
  const onScreen = useMemo(() => keys.flatMap((k, i) => (lists[i].length ? (visible[k] ?? []) : [])), [keys, lists, visible]);
  useEffect(() => onShown?.(onScreen), [onShown, onScreen]);
  // A favourite removed since it was ticked is no longer compared.
  const stored = useMemo(() => new Set(lists.flat()), [lists]);
  const picked = useMemo(() => compare.picked.filter((id) => stored.has(id)), [compare.picked, stored]);
  const toggleCompare = useCallback((id: number) => setCompare((c) => togglePick(c.picked.filter((p) => stored.has(p)), id)), [stored]);
  const compareBox = useMemo(
    () => (favourites ? { picked, onToggle: toggleCompare, label: (name: string) => ts('pick', { name }), short: ts('pickShort') } : undefined),
    [favourites, picked, toggleCompare, ts],
  );
  // The ticked listings for viewings, named as their cards are (a card no longer on screen by its reference).
  const named = useMemo(() => new Map(onScreen.map((i) => [i.id, normaliseName(i.name)])), [onScreen]);
  const shortlisted = useMemo(() => [...selected.values()].map((i) => ({ id: i.id, name: named.get(i.id) ?? i.propertyId })), [selected, named]);
  const canShortlist = SHORTLIST_MIN <= shortlisted.length && shortlisted.length <= VIEWING_MAX_LISTINGS;
  const deselect = (id: number) =>
    setSelected((s) => {
      const next = new Map(s);
      next.delete(id);
      return next;
    });
  const pageState = pageSelection(
    selected,
    onScreen.map((i) => i.id),
  );
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = pageState === 'some';
  }, [pageState]);

  // The contact modal's selection lives in storage (CONTACT_FAVORITE / CONTACT_HISTORY).
  const contactRaw = useStoredString(config.contact);
  const contactItems = useMemo(() => parseContactSelection(contactRaw), [contactRaw]);
  const resetContact = useCallback(() => {
    setModal((m) => (m.kind === 'contact' ? { kind: 'none' } : m));
    writeString(config.contact, null);
  }, [config.contact]);
  const popup = usePopupHash(resetContact);

  const openContact = () => {
    if (!selected.size) return;
    writeString(config.contact, serialiseContactSelection([...selected.values()]));
    setModal({ kind: 'contact' });
    popup.push();
  };
  const closeContact = () => {
    resetContact();
    popup.pop();
  };
  const removeFromContact = (id: number) => {
    writeString(config.contact, serialiseContactSelection(contactItems.filter((i) => i.id !== id)));
    setSelected((s) => {
      const next = new Map(s);
      next.delete(id);
      return next;
    });
  };
  const clearAll = () => {
    markCleared();
    for (const key of keys) writeString(key, null);
    writeString(config.contact, null);
    window.location.reload();
  };
  const removeOne = (id: number) => {
    writeIds(STORAGE.history, readIds(STORAGE.history).filter((i) => i !== id));
    setSelected((s) => {
      const next = new Map(s);
      next.delete(id);
      return next;
    });
    setModal({ kind: 'none' });
  };

  const button = 'inline-flex h-10 items-center gap-2 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2';
  return (
    <>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3" data-testid="saved-toolbar">
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
            <input
              ref={selectAllRef}
              type="checkbox"
              checked={pageState === 'all'}
              disabled={!onScreen.length}
              onChange={() => setSelected((s) => toggleAll(s, onScreen.map(contactItem), (i) => i.id))}
              className="size-5 accent-brand-600"
              data-testid="saved-select-all"
            />
            {t('selectAll')}
          </label>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="saved-selected-count">
            {t('selected', { count: selected.size })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => setModal({ kind: 'all' })}
            aria-haspopup="dialog"
            data-testid="saved-clear-all"
            className={`${button} border border-rose-300 bg-white text-rose-700 hover:bg-rose-50 focus-visible:outline-rose-600`}
          >
            {t('clearAll')}
          </button>
          <button
            type="button"
            onClick={openContact}
            disabled={!selected.size}
            aria-haspopup="dialog"
            aria-describedby={selected.size ? undefined : 'saved-contact-hint'}
            data-testid="saved-contact-open"
            className={`${button} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600`}
          >
            {t('contact')}
          </button>
          {!selected.size && (
            <span id="saved-contact-hint" className="sr-only">
              {t('contactHint')}
            </span>
          )}
          {favourites && shortlist && (
            <>
              <button
                type="button"
                onClick={() => canShortlist && setModal({ kind: 'viewings' })}
                disabled={!canShortlist}
                aria-haspopup="dialog"
                aria-describedby={canShortlist ? undefined : 'saved-viewings-hint'}
                data-testid="saved-viewings-open"
                className={`${button} border-2 border-brand-600 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-600`}
              >
                {shortlist.open}
              </button>
              {!canShortlist && (
                <span id="saved-viewings-hint" className="sr-only">
                  {shortlist.hint}
                </span>
              )}
            </>
          )}
        </div>
      </div>

      {favourites && (
        <div className="-mt-4 mb-8 flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 px-4 py-3" data-testid="saved-share-compare">
          <ComparePicker lang={lang} picked={picked} refused={compare.refused} />
          <div className="min-w-[16rem] flex-1 sm:max-w-md">
            <ShareList lang={lang} residences={lists[0] ?? []} offices={lists[1] ?? []} />
          </div>
        </div>
      )}

      <div className="space-y-14">
        {config.sections.map((section, i) =>
          lists[i].length ? (
            <SavedSection
              key={section.key}
              storageKey={section.key}
              ids={shown[i]}
              lang={lang}
              title={t(section.title)}
              hideTitle={kind === 'histories'}
              selected={selected}
              onSelect={(item) => setSelected((s) => toggleOne(s, item.id, contactItem(item)))}
              onVisible={onVisible}
              onRemove={kind === 'histories' ? (item) => setModal({ kind: 'single', id: item.id, name: normaliseName(item.name) }) : undefined}
              removeLabel={kind === 'histories' ? (name) => t('histories.remove', { name: normaliseName(name) }) : undefined}
              compare={compareBox}
            />
          ) : null,
        )}
      </div>

      {confirmAllOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={modal.kind === 'all'}
            title={t(`${kind}.confirmAllTitle`)}
            question={t(`${kind}.confirmAll`)}
            confirmLabel={t('confirmClear')}
            onConfirm={clearAll}
            onClose={() => setModal({ kind: 'none' })}
            testId="saved-confirm-all"
          />
        </Suspense>
      )}
      {kind === 'histories' && confirmOneOpened && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={modal.kind === 'single'}
            title={t('histories.confirmOneTitle')}
            question={modal.kind === 'single' ? t('histories.confirmOne', { name: modal.name }) : ''}
            confirmLabel={t('confirmRemove')}
            onConfirm={() => modal.kind === 'single' && removeOne(modal.id)}
            onClose={() => setModal({ kind: 'none' })}
            testId="saved-confirm-one"
          />
        </Suspense>
      )}
      {favourites && shortlist && viewingsOpened && (
        <Suspense fallback={null}>
          <ShortlistDialog
            lang={lang}
            listings={shortlisted}
            guard={guard}
            messages={shortlist.messages}
            open={modal.kind === 'viewings'}
            onRemove={deselect}
            onClose={() => setModal((m) => (m.kind === 'viewings' ? { kind: 'none' } : m))}
          />
        </Suspense>
      )}
      {contactOpened && (
        <Suspense fallback={null}>
          <ContactDialog lang={lang} cityId={cityId} open={modal.kind === 'contact'} items={contactItems} email={email} form={contactForm} guard={guard} onRemove={removeFromContact} onClose={closeContact} />
        </Suspense>
      )}
    </>
  );
}
