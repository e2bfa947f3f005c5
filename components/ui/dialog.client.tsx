'use client';
import { CloseIcon } from '@/components/ui/close-icon';
import { useEffect, useId, useRef, type ReactNode } from 'react';

type Props = {
  open: boolean;
  /** Escape, a click outside the panel and the close button all end here. */
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  testId: string;
  size?: 'sm' | 'lg';
};

/**
 * A modal dialog on the native <dialog>: showModal() makes the rest of the page inert, keeps Tab
 * inside and moves focus in; on close, focus goes back to whatever opened it. Escape and a click
 * on the backdrop ask the owner to close, so React state stays the one truth.
 */
export function Dialog({ open, onClose, title, closeLabel, children, testId, size = 'sm' }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      document.body.style.overflow = 'hidden';
    } else if (!open && dialog.open) {
      dialog.close();
      document.body.style.overflow = '';
      opener.current?.focus();
    }
  }, [open]);

  useEffect(
    () => () => {
      document.body.style.overflow = '';
    },
    [],
  );

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // The panel fills the dialog box, so only a click on the backdrop targets the dialog itself.
        if (e.target === e.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 ${size === 'lg' ? 'max-w-2xl' : 'max-w-md'}`}
    >
      <div className="p-5 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            data-testid={`${testId}-close`}
            className="-mt-1 -mr-1 inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
