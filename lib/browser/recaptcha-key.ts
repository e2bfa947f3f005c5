/**
 * The reCAPTCHA site key as the page carries it, apart from the loader (./recaptcha.ts) so that a
 * form can tell whether verification is on without sending the loader with the page: the loader
 * comes with the form's first use.
 */

/** The layout writes the runtime site key (NEXT_PUBLIC_RECAPTCHA_SITE_KEY) into this meta tag; absent means verification is off. */
export const SITE_KEY_META = 'recaptcha-site-key';

export function recaptchaSiteKey(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${SITE_KEY_META}"]`)?.content ?? '';
}
