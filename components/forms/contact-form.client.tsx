'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { DATE_FIELDS, toUsDate, withoutBlanks } from '@/lib/forms/values';
import { localePath } from '@/lib/i18n/config';
import type { ContactLabels } from './contact-labels';
import { TextArea, TextField } from './field.client';
import { ChannelField } from './channel-field.client';
import { FormIntl } from './form-intl.client';
import { Honeypot } from './honeypot';
import { SendRow } from './send-row.client';
import { useSiteForm } from './use-site-form.client';

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
  /** The form's messages, picked on the server (./contact-labels.ts). */
  labels: ContactLabels;
  /** The page's form token and fill time, from the server render (lib/server/form-guard.ts). */
  guard: FormGuard;
};

type Values = {
  fullName: string;
  email: string;
  phone: string;
  preferredChannel: string;
  companyName: string;
  expectedCheckInDate: string;
  expectedTourInspectionDate: string;
  otherRequirements: string;
};

/** Dates default to today, written MM/dd/yyyy. */
function defaults(): Values {
  const today = toUsDate(new Date());
  return { fullName: '', email: '', phone: '', preferredChannel: '', companyName: '', expectedCheckInDate: today, expectedTourInspectionDate: today, otherRequirements: '' };
}

const resolver = () => import('./resolvers').then((m) => m.contactResolver<Values>());

/**
 * The contact form (contact-us page, detail modal, favourites and history modals)
 * on the site's form hook: the same zod schema as POST /api/contacts, empty optional fields left
 * out of the payload, Send waiting for human verification; a success resets the form and goes to
 * the thank-you page, a failure is said in the page's language.
 */
export function ContactForm({ labels, lang, ...props }: Props) {
  return (
    <FormIntl lang={lang} messages={labels}>
      <ContactFormBody lang={lang} {...props} />
    </FormIntl>
  );
}

function ContactFormBody({ lang, cityId, variant, propertyId, onSent, idPrefix = 'contact', guard }: Omit<Props, 'labels'>) {
  const t = useTranslations('contactForm');
  const tf = useTranslations('forms');
  const router = useRouter();
  const site = useSiteForm<Values>({
    action: 'contact',
    guard,
    initial: defaults,
    clockFields: ['expectedCheckInDate', 'expectedTourInspectionDate'],
    resolver,
    // The favourites and history variant names the phone phoneNumber.
    serverFields: { phoneNumber: 'phone' },
    request: (values, { token, guarded }) => {
      const { phone, ...rest } = values;
      // The dates still at today's default were not chosen: the API keeps them empty (lib/forms/contact.ts).
      const today = defaults();
      const keptDefaults = DATE_FIELDS.filter((name) => values[name].trim() === today[name]);
      const info = withoutBlanks({
        language: lang,
        cityId,
        ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, value.trim()])),
        ...(variant === 'saved' ? { phoneNumber: phone.trim() } : { phone: phone.trim() }),
        propertyId,
        keptDefaults: keptDefaults.length ? keptDefaults : undefined,
        token,
      });
      return { path: '/api/contacts', body: { info, ...guarded } };
    },
    onSent: () => {
      onSent?.();
      // The saved lists' modal lives on a #popup history entry: the thank-you page takes its place,
      // so Back returns to the list rather than to a popup that is gone.
      if (variant === 'saved') router.replace(localePath(lang, '/notification/contact-us'));
      else router.push(localePath(lang, '/notification/contact-us'));
    },
  });
  const { field } = site;
  const id = (name: string) => `${idPrefix}-${name}`;
  const mark = tf('required');

  return (
    <form {...site.formProps} aria-label={t('label')} data-testid={`contact-form-${variant}`} className="relative grid gap-4">
      <Honeypot inputRef={site.trap} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id('fullName')} label={t('fullName')} required requiredMark={mark} autoComplete="name" maxLength={100} {...field('fullName')} />
        <TextField id={id('companyName')} label={t('companyName')} autoComplete="organization" maxLength={200} {...field('companyName')} />
        <TextField id={id('email')} label={t('email')} type="email" required requiredMark={mark} autoComplete="email" maxLength={254} {...field('email')} />
        <TextField id={id('phone')} label={t('phone')} type="tel" required requiredMark={mark} autoComplete="tel" maxLength={30} {...field('phone')} />
        <TextField id={id('checkIn')} label={t('checkIn')} hint={t('dateHint')} inputMode="numeric" placeholder={t('datePlaceholder')} maxLength={10} {...field('expectedCheckInDate')} />
        <TextField id={id('tour')} label={t('tour')} hint={t('dateHint')} inputMode="numeric" placeholder={t('datePlaceholder')} maxLength={10} {...field('expectedTourInspectionDate')} />
        <ChannelField id={id('channel')} className="sm:col-span-2" {...field('preferredChannel')} />
      </div>
      <TextArea id={id('other')} label={t('otherRequirements')} maxLength={2000} {...field('otherRequirements')} />
      <SendRow form={site} label={t('send')} testId="contact-send" />
    </form>
  );
}
