'use client';
import { CloseIcon } from '@/components/ui/close-icon';
import { useCallback, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { HashOpener } from '@/components/ui/hash-opener.client';
import { inertOutside } from '@/components/ui/inert-outside';
import { useTargetToggle } from '@/components/ui/use-target-toggle.client';
import { useHydrated } from './use-hydrated.client';

const HASH = '#search-modal';

type Props = { title: string; openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The search modal of the results pages. Without scripts the opener is a link to
 * #search-modal, which CSS shows with :target, and the close link goes back to #; with scripts
 * both are real buttons (Enter and Space) and it is a modal dialog: the rest of the page is inert
 * while it is open (Tab stays inside), and it closes on Escape, on the backdrop, on its close
 * button and once the form in it submits, focus going back to the opener.
 */
export function SearchModal({ title, openLabel, closeLabel, children }: Props) {
  // Opened through its link before the scripts ran (the :target fallback), it stays open once they do.
  const [open, setOpen] = useTargetToggle(HASH);
  const hydrated = useHydrated();
  const overlay = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Read when the modal closes: the opener the hash opener fills in, link or button.
  const focusOpener = useCallback(() => opener.current?.focus(), []);

  // A layout effect, as in the mobile menu: Escape is heard from the moment the modal shows open.
  useLayoutEffect(() => {
    if (!open || !overlay.current) return;
    const modal = overlay.current;
    const restore = inertOutside(modal);
    // Into the form's first field (the close button comes before it).
    const form = panel.current?.querySelector('form') ?? panel.current;
    form?.querySelector<HTMLElement>('input:not([type="hidden"]), select, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      restore();
      // Back to the opener once it is no longer inert, unless focus already went elsewhere.
      const active = document.activeElement;
      if (!active || active === document.body || modal.contains(active)) focusOpener();
    };
  }, [open, setOpen, focusOpener]);

  const show = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(true);
  };
  const hide = (e: MouseEvent) => {
    e.preventDefault();
    setOpen(false);
  };
  const openerClass =
    'inline-flex h-10 items-center gap-2 rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  const openerContent = (
    <>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-3.5-3.5" />
      </svg>
      {openLabel}
    </>
  );
  const closeClass =
    'inline-flex size-10 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

  return (
    <>
      <HashOpener href={HASH} openerRef={opener} expanded={open} aria-controls="search-modal" aria-haspopup="dialog" onClick={show} data-testid="open-search" className={openerClass}>
        {openerContent}
      </HashOpener>
      <div
        ref={overlay}
        id="search-modal"
        data-open={open}
        className="search-modal fixed inset-0 z-50 items-start justify-center overflow-y-auto bg-slate-900/50 p-3 sm:p-8"
        onClick={(e) => {
          if (e.target === e.currentTarget) setOpen(false);
        }}
        // The form inside navigates on submit; the modal closes with it, and the navigation drops the hash.
        onSubmit={() => setOpen(false, { navigating: true })}
      >
        <div ref={panel} role="dialog" aria-modal="true" aria-labelledby="search-modal-title" className="w-full max-w-5xl rounded-xl bg-white p-4 shadow-2xl sm:p-6" data-testid="search-modal">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 id="search-modal-title" className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            {hydrated ? (
              <button type="button" onClick={hide} aria-label={closeLabel} data-testid="close-search" className={closeClass}>
                <CloseIcon className="size-5" />
              </button>
            ) : (
              <a href="#" onClick={hide} aria-label={closeLabel} data-testid="close-search" className={closeClass}>
                <CloseIcon className="size-5" />
              </a>
            )}
          </div>
          {children}
        </div>
      </div>
    </>
  );
}
