'use client';
import { useTranslations } from 'next-intl';
import type { SelectHTMLAttributes } from 'react';
import { CONTACT_CHANNELS } from '@/lib/contact-channels';
import { SelectField } from './field.client';

type Props = { id: string; error?: string; className?: string } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>;

/**
 * "How should we reach you?": e-mail, a call, LINE, WhatsApp or Zalo, or no preference (sent as
 * nothing). Kept with the inquiry and shown to the agent who answers it (lib/contact-channels.ts).
 */
export function ChannelField({ id, className, ...field }: Props) {
  const t = useTranslations('forms.channel');
  return (
    <SelectField id={id} label={t('label')} hint={t('hint')} className={className} {...field}>
      <option value="">{t('none')}</option>
      {CONTACT_CHANNELS.map((c) => (
        <option key={c} value={c}>
          {t(`options.${c}`)}
        </option>
      ))}
    </SelectField>
  );
}
