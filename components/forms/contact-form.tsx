'use client';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { ContactInput } from '@/lib/forms/contact';
import type { FormGuard } from '@/lib/forms/guard';
import { toUsDate, withoutBlanks } from '@/lib/forms/values';
import { localePath } from '@/lib/i18n/config';
import type { ContactLabels } from './contact-labels';
import { errorText, TextArea, TextField } from './field';
import { Honeypot } from './honeypot';
import { submitForm } from './notify';
import { useVerification } from './verification';
import { SendRow } from './send-row';
import { useCheckedForm } from './use-checked-form';
import { useFormGuard } from './use-form-guard';

type Props = {
  lang: Lang;
  cityId?: number;
  /** page: the contact-us page; modal: a listing's contact modal; saved: the favourites and history modals. */
  variant: 'page' | 'modal' | 'saved';
  /** The listing code (propertyIdC / propertyId) or, for saved lists, the comma-joined codes asked about. */
  propertyId?: string;
  /** Called after a successful send, before moving to the thank-you page (a modal closes itself). */
  onSent?: () => void;
  idPrefix?: string;
  labels: ContactLabels;
  /** The page's form token and fill time, from the server render (lib/server/form-guard.ts). */
  guard: FormGuard;
};

type Values = {
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  expectedCheckInDate: string;
  expectedTourInspectionDate: string;
  otherRequirements: string;
};

/** SPEC §5: dates default to today, written MM/dd/yyyy. */
function today(): string {
  return toUsDate(new Date());
}

function defaults(): Values {
  return { fullName: '', email: '', phone: '', companyName: '', expectedCheckInDate: today(), expectedTourInspectionDate: today(), otherRequirements: '' };
}

/**
 * The contact form of SPEC §2–§5 (contact-us page, detail modal, favourites and history modals):
 * the same zod schema as POST /api/contacts checks it, empty optional fields are left out of the
 * payload, Send waits for human verification, a success resets the form and goes to the thank-you
 * page, a failure shows the server's message as a toast.
 */
export function ContactForm({ lang, cityId, variant, propertyId, onSent, idPrefix = 'contact', labels, guard }: Props) {
  const router = useRouter();
  const verification = useVerification('contact');
  const { trap, fields } = useFormGuard(guard);
  const [sending, setSending] = useState(false);
  // The schema reads the whole payload; the form holds its visible fields.
  const form = useCheckedForm<Values>(defaults, () => import('./checks').then((m) => m.contactCheck<Values>()));
  const { register, handleSubmit, reset, errors } = form;
  const err = (name: keyof Values) => errorText(errors[name], (key) => labels.errors[key] ?? labels.errors.invalid ?? '');
  const start = () => {
    verification.arm();
    void form.prepare();
  };
  const id = (name: string) => `${idPrefix}-${name}`;
  const mark = labels.required;

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const [guarded, token] = await Promise.all([fields(), verification.token().catch(() => undefined)]);
      const info: ContactInput = withoutBlanks({
        language: lang,
        cityId,
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        // SPEC §3: the favourites and history variant names the phone phoneNumber.
        ...(variant === 'saved' ? { phoneNumber: values.phone.trim() } : { phone: values.phone.trim() }),
        companyName: values.companyName.trim(),
        expectedCheckInDate: values.expectedCheckInDate.trim(),
        expectedTourInspectionDate: values.expectedTourInspectionDate.trim(),
        otherRequirements: values.otherRequirements.trim(),
        propertyId,
        token,
      }) as ContactInput;
      const ok = await submitForm('/api/contacts', { info, ...guarded });
      if (!ok) return;
      reset();
      verification.reset();
      onSent?.();
      // The saved lists' modal lives on a #popup history entry: the thank-you page takes its place,
      // so Back returns to the list rather than to a popup that is gone.
      if (variant === 'saved') router.replace(localePath(lang, '/notification/contact-us'));
      else router.push(localePath(lang, '/notification/contact-us'));
    } finally {
      setSending(false);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={start}
      onPointerDownCapture={start}
      aria-label={labels.label}
      data-testid={`contact-form-${variant}`}
      className="relative grid gap-4"
    >
      <Honeypot inputRef={trap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('fullName')} label={labels.fullName} required requiredMark={mark} autoComplete="name" maxLength={100} error={err('fullName')} {...register('fullName')} />
        <TextField id={id('companyName')} label={labels.companyName} autoComplete="organization" maxLength={200} error={err('companyName')} {...register('companyName')} />
        <TextField id={id('email')} label={labels.email} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} error={err('email')} {...register('email')} />
        <TextField id={id('phone')} label={labels.phone} type="tel" required requiredMark={mark} autoComplete="tel" maxLength={30} error={err('phone')} {...register('phone')} />
        <TextField
          id={id('checkIn')}
          label={labels.checkIn}
          hint={labels.dateHint}
          inputMode="numeric"
          placeholder={labels.datePlaceholder}
          maxLength={10}
          error={err('expectedCheckInDate')}
          {...register('expectedCheckInDate')}
        />
        <TextField
          id={id('tour')}
          label={labels.tour}
          hint={labels.dateHint}
          inputMode="numeric"
          placeholder={labels.datePlaceholder}
          maxLength={10}
          error={err('expectedTourInspectionDate')}
          {...register('expectedTourInspectionDate')}
        />
      </div>
      <TextArea id={id('other')} label={labels.otherRequirements} maxLength={2000} error={err('otherRequirements')} {...register('otherRequirements')} />
      <SendRow verified={verification.verified} sending={sending} label={labels.send} sendingLabel={labels.sending} verifyingLabel={labels.verifying} testId="contact-send" />
    </form>
  );
}
