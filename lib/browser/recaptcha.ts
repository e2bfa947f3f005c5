import { SITE_KEY_META, recaptchaSiteKey } from './recaptcha-key';

/**
 * reCAPTCHA v3 in the browser without a React provider: Google's script is added on the first
 * call (a form's first use), in the page's language, carrying the page's CSP nonce. Tokens come
 * from `grecaptcha.execute(siteKey, { action })`, the call the server's siteverify check expects.
 */
type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export { SITE_KEY_META, recaptchaSiteKey };

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';

let loading: Promise<Grecaptcha> | undefined;

function load(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const language = document.documentElement.lang === 'en' ? 'en' : 'ja';
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}&hl=${language}`;
    script.async = true;
    // The CSP trusts scripts added by the page's own ('strict-dynamic'); the nonce covers browsers without it.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    const fail = (message: string) => {
      loading = undefined; // a later use tries again
      script.remove();
      reject(new Error(message));
    };
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else fail('verification script has no grecaptcha');
    };
    script.onerror = () => fail('verification script failed to load');
    document.head.append(script);
  });
  return loading;
}

/** A fresh token for the action; loads the script on first use. */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await load(siteKey);
  return grecaptcha.execute(siteKey, { action });
}
