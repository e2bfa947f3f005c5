'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import type { Lang } from '@/lib/api/lang';
import { useHydrated } from '@/components/search/use-hydrated';

type Config = { siteKey: string; armed: boolean; arm: () => void };
const ConfigContext = createContext<Config>({ siteKey: '', armed: false, arm: () => undefined });

type RootProps = { siteKey: string | undefined; lang: Lang; nonce: string | undefined; children: ReactNode };

/**
 * Human verification for every form (SPEC §4, §5): reCAPTCHA v3 in the page's language (English
 * for en, Japanese otherwise). Its script loads only once a visitor starts on a form, so pages
 * without one never fetch it. Without a site key verification is off (the server logs its own
 * 'verification disabled' mode) and forms count as verified once scripts run.
 */
export function VerificationRoot({ siteKey = '', lang, nonce, children }: RootProps) {
  const [armed, setArmed] = useState(false);
  const arm = useCallback(() => setArmed(true), []);
  const config = useMemo(() => ({ siteKey, armed, arm }), [siteKey, armed, arm]);
  if (!siteKey) return <ConfigContext.Provider value={config}>{children}</ConfigContext.Provider>;
  return (
    <ConfigContext.Provider value={config}>
      <GoogleReCaptchaProvider reCaptchaKey={armed ? siteKey : ''} language={lang === 'en' ? 'en' : 'ja'} scriptProps={{ async: true, defer: true, nonce }}>
        {children}
      </GoogleReCaptchaProvider>
    </ConfigContext.Provider>
  );
}

export type Verification = {
  /** Send stays disabled until this is true. */
  verified: boolean;
  /** Call when the visitor starts on the form: loads the challenge script if it is not there yet. */
  arm: () => void;
  /** A fresh token for the action, or undefined when verification is off. Throws when it cannot be had. */
  token: () => Promise<string | undefined>;
  /** Starts again after a submission (SPEC §4: the modal's verified flag resets). */
  reset: () => void;
};

/** The verification state of one form; `action` names it for the server's check (contact, support, newsletter, owner). */
export function useVerification(action: string): Verification {
  const { siteKey, armed, arm } = useContext(ConfigContext);
  const hydrated = useHydrated();
  const { executeRecaptcha } = useGoogleReCaptcha();
  const [passed, setPassed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!siteKey || !armed || !executeRecaptcha || passed) return;
    let cancelled = false;
    executeRecaptcha(action)
      .then(() => !cancelled && setPassed(true))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [siteKey, armed, executeRecaptcha, action, passed, round]);

  const token = useCallback(async () => {
    if (!siteKey) return undefined;
    if (!executeRecaptcha) throw new Error('verification is not ready');
    return executeRecaptcha(action);
  }, [siteKey, executeRecaptcha, action]);

  const reset = useCallback(() => {
    setPassed(false);
    setRound((r) => r + 1);
  }, []);

  return { verified: siteKey ? passed : hydrated, arm, token, reset };
}
