'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import { ContactForm } from './contact-form';

type Props = { lang: Lang; cityId?: number; propertyId: string; name: string };

/**
 * The detail page's contact button and modal (SPEC §2, §4): a native dialog (inert background,
 * Escape, focus return) holding the contact form for this listing; it closes once the form is sent.
 */
export function ContactModal({ lang, cityId, propertyId, name }: Props) {
  const t = useTranslations('contactForm');
  const dialog = useRef<HTMLDialogElement>(null);
  // A new form (and verification) each time the modal opens.
  const [round, setRound] = useState(0);
  const open = () => {
    setRound((r) => r + 1);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        onClick={open}
        data-testid="contact-open"
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-orange-700 px-5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('open')}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="contact-modal-title"
        data-testid="contact-modal"
        onClick={(e) => e.target === e.currentTarget && close()}
        className="m-auto w-[min(42rem,calc(100%-1.5rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      >
        <div className="p-5 sm:p-6">
          <div className="mb-4 flex items-start justify-between gap-3">
            <div>
              <h2 id="contact-modal-title" className="text-lg font-bold text-slate-900">
                {t('modalTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-600">{t('about', { name, code: propertyId })}</p>
            </div>
            <button
              type="button"
              onClick={close}
              aria-label={t('close')}
              data-testid="contact-close"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          </div>
          {round > 0 && <ContactForm key={round} lang={lang} cityId={cityId} variant="modal" propertyId={propertyId} onSent={close} idPrefix="contact-modal" />}
        </div>
      </dialog>
    </>
  );
}
