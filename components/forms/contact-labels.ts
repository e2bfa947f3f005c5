import type { AbstractIntlMessages } from 'next-intl';

/**
 * The contact form's words as next-intl messages (`contactForm.*` and the forms' shared `forms.*`),
 * picked by whoever renders the form on the server (the contact-us page, the detail page, the saved
 * lists) and handed to the form, which gives them to its own NextIntlClientProvider: only these
 * keys reach the browser.
 */
export type ContactLabels = AbstractIntlMessages;

type Raw = { raw: (key: string) => unknown };

const CONTACT_KEYS = ['label', 'fullName', 'companyName', 'email', 'phone', 'checkIn', 'tour', 'dateHint', 'datePlaceholder', 'otherRequirements', 'send'] as const;
/** The `forms` keys every form uses (./use-site-form.ts, ./send-row.tsx). */
export const FORM_KEYS = ['errors', 'failures', 'verification', 'required', 'sending', 'verifying', 'channel'] as const;

function pick(t: Raw, keys: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(keys.map((key) => [key, t.raw(key) as AbstractIntlMessages[string]]));
}

/** `t` reads the contactForm namespace, `tf` the forms namespace (getTranslations or useTranslations). */
export function contactLabels(t: Raw, tf: Raw): ContactLabels {
  return { contactForm: pick(t, CONTACT_KEYS), forms: pick(tf, FORM_KEYS) };
}
