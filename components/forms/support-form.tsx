'use client';
import { useIslandText } from '@/components/i18n/island-text';
import { useState } from 'react';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import type { SupportInput } from '@/lib/forms/support';
import { withoutBlanks } from '@/lib/forms/values';
import { errorText, TextArea, TextField } from './field';
import { Honeypot } from './honeypot';
import { notifySuccess, submitForm } from './notify';
import { useVerification } from './verification';
import { SendRow } from './send-row';
import { useCheckedForm } from './use-checked-form';
import { useFormGuard } from './use-form-guard';

type Props = { lang: Lang; cityId?: number; guard: FormGuard };

type Values = { name: string; email: string; phone: string; address: string; contentRequire: string };

const EMPTY: Values = { name: '', email: '', phone: '', address: '', contentRequire: '' };

/**
 * The customer-support inquiry of SPEC §2–§5 and §8: the same zod schema as
 * POST /api/contacts/customer_contact checks it, empty optional fields are left out of the
 * payload, Send waits for human verification; a success toasts the inquiry message and clears the
 * form (the visitor stays beside the support contacts), a failure toasts the server's message.
 */
export function SupportForm({ lang, cityId, guard }: Props) {
  const t = useIslandText('supportForm');
  const tf = useIslandText('forms');
  const verification = useVerification('support');
  const { trap, fields } = useFormGuard(guard);
  const [sending, setSending] = useState(false);
  // The schema reads the whole `info` payload; the form holds its visible fields.
  const form = useCheckedForm<Values>(() => EMPTY, () => import('./checks').then((m) => m.supportCheck<Values>()));
  const { register, handleSubmit, reset, errors } = form;
  const err = (name: keyof Values) => errorText(errors[name], (key) => tf(`errors.${key}` as 'errors.required'));
  const start = () => {
    verification.arm();
    void form.prepare();
  };
  const mark = tf('required');

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const [guarded, token] = await Promise.all([fields(), verification.token().catch(() => undefined)]);
      const info = withoutBlanks({
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        address: values.address.trim(),
        contentRequire: values.contentRequire.trim(),
        language: lang,
        cityId,
        token,
      }) as SupportInput;
      if (!(await submitForm('/api/contacts/customer_contact', { info, ...guarded }))) return;
      reset();
      verification.reset();
      notifySuccess(t('success'));
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
      aria-label={t('label')}
      data-testid="support-form"
      className="relative grid gap-4"
    >
      <Honeypot inputRef={trap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="support-name" label={t('name')} required requiredMark={mark} autoComplete="name" maxLength={100} error={err('name')} {...register('name')} />
        <TextField id="support-email" label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} error={err('email')} {...register('email')} />
        <TextField
          id="support-phone"
          label={t('phone')}
          type="tel"
          required
          requiredMark={mark}
          hint={t('phoneHint')}
          autoComplete="tel"
          maxLength={30}
          error={err('phone')}
          {...register('phone')}
        />
        <TextField id="support-address" label={t('address')} autoComplete="street-address" maxLength={300} error={err('address')} {...register('address')} />
      </div>
      <TextArea id="support-content" label={t('content')} maxLength={2000} error={err('contentRequire')} {...register('contentRequire')} />
      <SendRow verified={verification.verified} sending={sending} label={t('send')} sendingLabel={tf('sending')} verifyingLabel={tf('verifying')} testId="support-send" />
    </form>
  );
}
