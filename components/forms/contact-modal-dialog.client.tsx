'use client';
import { Dialog } from '@/components/ui/dialog.client';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { ContactForm } from './contact-form.client';
import type { ContactLabels } from './contact-labels';

type Props = {
  lang: Lang;
  cityId?: number;
  propertyId: string;
  guard: FormGuard;
  open: boolean;
  /** Bumped at each opening: a new form (and verification) every time. */
  round: number;
  onClose: () => void;
  labels: { modalTitle: string; close: string; about: string; form: ContactLabels };
};

/**
 * The detail page's contact modal with its form, in one chunk that components/forms/contact-modal.client.tsx
 * loads on first use (the form's zod schema loads when a visitor starts on it).
 */
export function ContactModalDialog({ lang, cityId, propertyId, guard, open, round, onClose, labels }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={labels.modalTitle} closeLabel={labels.close} testId="contact-modal" size="lg">
      <p className="-mt-2 mb-4 text-sm text-slate-600">{labels.about}</p>
      {open && <ContactForm key={round} lang={lang} cityId={cityId} variant="modal" propertyId={propertyId} onSent={onClose} idPrefix="contact-modal" labels={labels.form} guard={guard} />}
    </Dialog>
  );
}
