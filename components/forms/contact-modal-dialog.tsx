'use client';
import { lazy, Suspense } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { Lang } from '@/lib/api/lang';
import type { ContactLabels } from './contact-labels';

// The form loads when the modal first opens, not with the page (and its zod schema when a visitor starts on it).
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

type Props = {
  lang: Lang;
  cityId?: number;
  propertyId: string;
  open: boolean;
  /** Bumped at each opening: a new form (and verification) every time. */
  round: number;
  onClose: () => void;
  labels: { modalTitle: string; close: string; about: string; form: ContactLabels };
};

/** The detail page's contact modal (components/forms/contact-modal.tsx loads it on first use). */
export function ContactModalDialog({ lang, cityId, propertyId, open, round, onClose, labels }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={labels.modalTitle} closeLabel={labels.close} testId="contact-modal" size="lg">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{labels.about}</p>
      {open && (
        <Suspense fallback={null}>
          <ContactForm key={round} lang={lang} cityId={cityId} variant="modal" propertyId={propertyId} onSent={onClose} idPrefix="contact-modal" labels={labels.form} />
        </Suspense>
      )}
    </Dialog>
  );
}
