import { flattenMessages } from '@/lib/i18n/client-messages';

/**
 * The contact form's words (messages `contactForm.*` and `forms.*`), translated by whoever renders
 * it: a server page with getTranslations, the saved lists' island with useTranslations. The form
 * itself then needs no i18n runtime, so a detail page's contact modal does not bring one along.
 */
export type ContactLabels = {
  label: string;
  fullName: string;
  companyName: string;
  email: string;
  phone: string;
  checkIn: string;
  tour: string;
  dateHint: string;
  datePlaceholder: string;
  otherRequirements: string;
  send: string;
  sending: string;
  verifying: string;
  required: string;
  /** forms.errors.*, by the keys lib/forms' schemas report. */
  errors: Record<string, string>;
};

type Translate = ((key: string) => string) & { raw: (key: string) => unknown };

/** `t` reads the contactForm namespace, `tf` the forms namespace. */
export function contactLabels(t: Translate, tf: Translate): ContactLabels {
  return {
    label: t('label'),
    fullName: t('fullName'),
    companyName: t('companyName'),
    email: t('email'),
    phone: t('phone'),
    checkIn: t('checkIn'),
    tour: t('tour'),
    dateHint: t('dateHint'),
    datePlaceholder: t('datePlaceholder'),
    otherRequirements: t('otherRequirements'),
    send: t('send'),
    sending: tf('sending'),
    verifying: tf('verifying'),
    required: tf('required'),
    errors: flattenMessages(tf.raw('errors')),
  };
}
