'use client';
import { useTranslations } from 'next-intl';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { withoutBlanks } from '@/lib/forms/values';
import { TextArea, TextField } from './field.client';
import { ChannelField } from './channel-field.client';
import { Honeypot } from './honeypot';
import { SendRow } from './send-row.client';
import { useSiteForm } from './use-site-form.client';

type Props = { lang: Lang; cityId?: number; guard: FormGuard };

type Values = { name: string; email: string; phone: string; preferredChannel: string; address: string; contentRequire: string };

const EMPTY = (): Values => ({ name: '', email: '', phone: '', preferredChannel: '', address: '', contentRequire: '' });

const resolver = () => import('./resolvers').then((m) => m.supportResolver<Values>());

/**
 * The customer-support inquiry on the site's form hook: the same zod schema
 * as POST /api/contacts/customer_contact, empty optional fields left out of the payload, Send
 * waiting for human verification; a success toasts the inquiry message and clears the form (the
 * visitor stays beside the support contacts), a failure is said in the page's language.
 * Its words come from next-intl (`supportForm`, `forms`), provided by the page.
 */
export function SupportForm({ lang, cityId, guard }: Props) {
  const t = useTranslations('supportForm');
  const tf = useTranslations('forms');
  const site = useSiteForm<Values>({
    action: 'support',
    guard,
    initial: EMPTY,
    resolver,
    success: t('success'),
    request: (values, { token, guarded }) => {
      const trimmed = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()]));
      const info = withoutBlanks({ ...trimmed, language: lang, cityId, token });
      return { path: '/api/contacts/customer_contact', body: { info, ...guarded } };
    },
  });
  const { field } = site;
  const mark = tf('required');

  return (
    <form {...site.formProps} aria-label={t('label')} data-testid="support-form" className="relative grid gap-4">
      <Honeypot inputRef={site.trap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="support-name" label={t('name')} required requiredMark={mark} autoComplete="name" maxLength={100} {...field('name')} />
        <TextField id="support-email" label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} {...field('email')} />
        <TextField id="support-phone" label={t('phone')} type="tel" required requiredMark={mark} hint={t('phoneHint')} autoComplete="tel" maxLength={30} {...field('phone')} />
        <ChannelField id="support-channel" {...field('preferredChannel')} />
        <TextField id="support-address" label={t('address')} autoComplete="address-line1" maxLength={300} {...field('address')} />
      </div>
      <TextArea id="support-content" label={t('content')} maxLength={2000} {...field('contentRequire')} />
      <SendRow form={site} label={t('send')} testId="support-send" />
    </form>
  );
}
