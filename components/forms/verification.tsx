'use client';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { recaptchaSiteKey } from '@/lib/browser/recaptcha-key';
import { useHydrated } from '@/components/search/use-hydrated';

/*
 * Human verification for every form (SPEC §4, §5): reCAPTCHA v3 in the page's language (English
 * for en, Japanese otherwise). Its script loads only once a visitor starts on a form (any form of
 * the page arms them all), so pages where nobody touches a form never fetch it. Without a site
 * key verification is off (the server logs its own 'verification disabled' mode) and forms count
 * as verified once scripts run.
 */

/** The loader and Google's script come with a form's first use, not with the page. */
const recaptchaToken = (siteKey: string, action: string) => import('@/lib/browser/recaptcha').then((m) => m.recaptchaToken(siteKey, action));

let armed = false;
const listeners = new Set<() => void>();

function subscribeArmed(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function arm() {
  if (armed) return;
  armed = true;
  for (const listener of listeners) listener();
}

const never = () => () => undefined;

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
  const siteKey = useSyncExternalStore(never, recaptchaSiteKey, () => '');
  const isArmed = useSyncExternalStore(subscribeArmed, () => armed, () => false);
  const hydrated = useHydrated();
  const [passed, setPassed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!siteKey || !isArmed || passed) return;
    let cancelled = false;
    recaptchaToken(siteKey, action)
      .then(() => !cancelled && setPassed(true))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [siteKey, isArmed, action, passed, round]);

  const token = useCallback(async () => (siteKey ? recaptchaToken(siteKey, action) : undefined), [siteKey, action]);

  const reset = useCallback(() => {
    setPassed(false);
    setRound((r) => r + 1);
  }, []);

  return { verified: siteKey ? passed : hydrated, arm, token, reset };
}
