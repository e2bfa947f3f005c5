'use client';
import { useEffect, useLayoutEffect, useState } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { onScriptError, pageNonce, RECAPTCHA_SCRIPT_ID, recaptchaLanguage } from '@/lib/browser/recaptcha';

export type Execute = (action: string) => Promise<string>;

export type BridgeProps = {
  siteKey: string;
  /** Given the library's execute function once Google's script is ready (undefined until then). */
  onReady: (execute: Execute | undefined) => void;
  /** Google's script failed to load. */
  onFail: () => void;
};

function Report({ onReady }: Pick<BridgeProps, 'onReady'>) {
  const { executeRecaptcha } = useGoogleReCaptcha();
  useEffect(() => onReady(executeRecaptcha), [executeRecaptcha, onReady]);
  return null;
}

/**
 * reCAPTCHA v3 through react-google-recaptcha-v3, in a chunk of its own that a form loads once a
 * visitor starts on it (components/forms/verification.client.tsx): the provider adds Google's script
 * (async, in the page's language, with the page's nonce) and hands back its execute function.
 * Unmounting removes the script, so a retry mounts a fresh provider.
 */
export default function RecaptchaBridge({ siteKey, onReady, onFail }: BridgeProps) {
  const [scriptProps] = useState(() => ({ async: true, defer: true, appendTo: 'head' as const, id: RECAPTCHA_SCRIPT_ID, nonce: pageNonce() }));
  const [language] = useState(() => recaptchaLanguage(document.documentElement.lang));
  // A layout effect: listening before the provider's own effect adds the script.
  useLayoutEffect(() => onScriptError(RECAPTCHA_SCRIPT_ID, onFail), [onFail]);
  return (
    <GoogleReCaptchaProvider reCaptchaKey={siteKey} language={language} scriptProps={scriptProps}>
      <Report onReady={onReady} />
    </GoogleReCaptchaProvider>
  );
}
