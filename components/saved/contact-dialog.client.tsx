'use client';
import { CloseIcon } from '@/components/ui/close-icon';
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
// In this dialog's chunk, which the saved lists load when a visitor first opens it (the form's resolver loads when they start on it).
import { ContactForm } from '@/components/forms/contact-form.client';
import type { ContactLabels } from '@/components/forms/contact-labels';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { imageUrl } from '@/lib/format';
import { mailtoHref, type ContactItem } from '@/lib/saved/selection';
import { Dialog } from '@/components/ui/dialog.client';

type Props = {
  lang: Lang;
  cityId?: number;
  open: boolean;
  items: readonly ContactItem[];
  /** The agency's address from the server; without one the modal says so. */
  email: string | null;
  /** The contact form's messages, picked on the server (components/forms/contact-labels.ts). */
  form: ContactLabels;
  guard: FormGuard;
  onRemove: (id: number) => void;
  onClose: () => void;
};

/**
 * The contact modal of the favourites and history pages: the selected listings' photos,
 * each removable, and the contact form asking about them, with the phone sent as
 * phoneNumber and the references comma-joined; an email link stays as the other way to write.
 * Its own words come from next-intl (`saved`, provided by the saved page), the form's with the form.
 */
export function ContactDialog({ lang, cityId, open, items, email, form, guard, onRemove, onClose }: Props) {
  const t = useTranslations('saved');
  const refs = items.map((i) => i.propertyId).join(', ');
  // A removed item hands focus to the next one's remove button (the one before when it was the
  // last), or to the words saying none is left: focus never drops to the page behind the dialog.
  const list = useRef<HTMLUListElement>(null);
  const none = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    if (at === null) return;
    removedAt.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('[data-testid="saved-contact-remove"]');
    (buttons?.length ? buttons[Math.min(at, buttons.length - 1)] : none.current)?.focus();
  }, [items]);
  const remove = (at: number, id: number) => {
    removedAt.current = at;
    onRemove(id);
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('contactModal.title')} closeLabel={t('close')} testId="saved-contact" size="lg">
      {items.length ? (
        <ul ref={list} className="grid grid-cols-3 gap-3 sm:grid-cols-4" data-testid="saved-contact-items">
          {items.map((item, at) => (
            <li key={item.id} className="relative" data-testid="saved-contact-item" data-id={item.id}>
              <figure>
                <div className="aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
                  {item.image && (
                    // eslint-disable-next-line @next/next/no-img-element -- a small rendition the seed pre-builds
                    <img src={imageUrl(item.image, 320)} alt={t('contactModal.image', { ref: item.propertyId })} width={320} height={240} className="size-full object-cover" />
                  )}
                </div>
                <figcaption className="mt-1 truncate text-xs text-slate-600">{item.propertyId}</figcaption>
              </figure>
              <button
                type="button"
                onClick={() => remove(at, item.id)}
                aria-label={t('contactModal.remove', { ref: item.propertyId })}
                data-testid="saved-contact-remove"
                className="absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-200 hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p ref={none} tabIndex={-1} className="text-slate-700 focus:outline-none" data-testid="saved-contact-none">
          {t('contactModal.none')}
        </p>
      )}
      {items.length > 0 && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <p className="mb-4 text-slate-700">{t('contactModal.lead')}</p>
          {open && (
            <ContactForm lang={lang} cityId={cityId} variant="saved" propertyId={items.map((i) => i.propertyId).join(',')} idPrefix="saved-contact" labels={form} guard={guard} />
          )}
          {email ? (
            <a
              href={mailtoHref(email, t('contactModal.subject', { refs }), t('contactModal.body', { refs }))}
              data-testid="saved-contact-mail"
              className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
                <rect x="3" y="5" width="18" height="14" rx="2" />
                <path d="M3 7l9 6 9-6" />
              </svg>
              {t('contactModal.email', { email })}
            </a>
          ) : (
            <p className="mt-4 text-sm text-slate-600">{t('contactModal.noEmail')}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
