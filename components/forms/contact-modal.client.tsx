'use client';
import { lazy, Suspense, useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import type { ContactLabels } from './contact-labels';

const loadDialog = () => import('./contact-modal-dialog.client');
// The dialog (and then the form) loads when the visitor reaches for the button, not with the page.
const ContactModalDialog = lazy(() => loadDialog().then((m) => ({ default: m.ContactModalDialog })));

type Props = {
  lang: Lang;
  cityId?: number;
  propertyId: string;
  guard: FormGuard;
  /** Translated on the server: the button, the modal's title, close and 'about' lines, and the form's words. */
  labels: { open: string; modalTitle: string; close: string; about: string; form: ContactLabels };
};

/**
 * The detail page's contact button and modal: the shared native dialog (inert
 * background, Escape, focus return) holding the contact form for this listing; a new form (and
 * verification) each time it opens, and it closes once the form is sent. The dialog's code starts
 * loading when the pointer or focus reaches the button.
 */
export function ContactModal({ lang, cityId, propertyId, guard, labels }: Props) {
  const [round, setRound] = useState(0);
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setRound((r) => r + 1);
          setOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="contact-open"
        className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-md bg-orange-700 px-5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {labels.open}
      </button>
      {round > 0 && (
        <Suspense fallback={null}>
          <ContactModalDialog lang={lang} cityId={cityId} propertyId={propertyId} guard={guard} open={open} round={round} onClose={() => setOpen(false)} labels={labels} />
        </Suspense>
      )}
    </>
  );
}
