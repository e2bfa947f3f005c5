'use client';
import { lazy, Suspense, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { Lang } from '@/lib/api/lang';
import type { ContactLabels } from './contact-labels';

// The form loads when the modal first opens, not with the page (and its zod schema when a visitor starts on it).
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

type Props = {
  lang: Lang;
  cityId?: number;
  propertyId: string;
  /** Translated on the server: the button, the modal's title, close and 'about' lines, and the form's words. */
  labels: { open: string; modalTitle: string; close: string; about: string; form: ContactLabels };
};

/**
 * The detail page's contact button and modal (SPEC §2, §4): the shared native dialog (inert
 * background, Escape, focus return) holding the contact form for this listing; a new form (and
 * verification) each time it opens, and it closes once the form is sent.
 */
export function ContactModal({ lang, cityId, propertyId, labels }: Props) {
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
        data-testid="contact-open"
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-orange-700 px-5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {labels.open}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={labels.modalTitle} closeLabel={labels.close} testId="contact-modal" size="lg">
        <p className="-mt-2 mb-4 text-sm text-slate-600">{labels.about}</p>
        {open && (
          <Suspense fallback={null}>
            <ContactForm key={round} lang={lang} cityId={cityId} variant="modal" propertyId={propertyId} onSent={() => setOpen(false)} idPrefix="contact-modal" labels={labels.form} />
          </Suspense>
        )}
      </Dialog>
    </>
  );
}
