import { SITE_KEY_META, recaptchaSiteKey } from './recaptcha-key';

/**
 * What the forms' verification (components/forms/verification.client.tsx and the lazily loaded
 * ./recaptcha-bridge) needs to know about Google's reCAPTCHA v3 script, apart from React: where it
 * comes from, the id react-google-recaptcha-v3 gives its <script>, the page's language and CSP
 * nonce, and how to hear that the script failed to load (the library itself never says so).
 */
export { SITE_KEY_META, recaptchaSiteKey };

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

/** The id of the script element the provider adds (its `scriptProps.id`). */
export const RECAPTCHA_SCRIPT_ID = 'google-recaptcha-v3';

/** How long the script may take before the visitor is told it did not come (a blocker may swallow it silently). */
export const RECAPTCHA_TIMEOUT_MS = 15_000;

/** reCAPTCHA's `hl`: English on English pages, Japanese otherwise. */
export function recaptchaLanguage(htmlLang: string): 'en' | 'ja' {
  return htmlLang === 'en' ? 'en' : 'ja';
}

/** The page's CSP nonce, for the script the provider adds (browsers without 'strict-dynamic'). */
export function pageNonce(doc: Document = document): string | undefined {
  // Browsers hide the attribute's value once the page has loaded and keep it in the property.
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || undefined;
}

/**
 * Calls `onFail` when the script with this id fails to load (blocked, offline, an error status).
 * Load errors do not bubble, so the listener sits on the document in the capture phase.
 * Returns the function that stops listening.
 */
export function onScriptError(id: string, onFail: () => void, doc: Document = document): () => void {
  const listener = (event: Event) => {
    const target = event.target;
    if (target instanceof HTMLScriptElement && target.id === id) onFail();
  };
  doc.addEventListener('error', listener, true);
  return () => doc.removeEventListener('error', listener, true);
}
