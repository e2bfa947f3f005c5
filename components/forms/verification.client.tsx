'use client';
import { lazy, Suspense, type ComponentType, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { recaptchaSiteKey } from '@/lib/browser/recaptcha-key';
import { RECAPTCHA_TIMEOUT_MS } from '@/lib/browser/recaptcha';
import { useHydrated } from '@/components/search/use-hydrated.client';
import type { BridgeProps, Execute } from './recaptcha-bridge.client';

/*
 * Human verification for every form: reCAPTCHA v3 through react-google-recaptcha-v3,
 * whose provider and Google's script come only once a visitor starts on the form (its first focus
 * or touch), so pages where nobody touches a form never fetch them. Without a site key
 * verification is off (the server logs its own 'verification disabled' mode) and the form can be
 * sent once scripts run. When Google's script is blocked or does not come in time, the form says
 * so and offers to try again, instead of waiting for ever.
 */

/**
 * off: no site key, nothing to check; waiting: the form has not been started on (or scripts have
 * not run); loading: Google's script is on its way; ready: tokens can be had; failed: the script
 * did not load.
 */
export type VerificationStatus = 'off' | 'waiting' | 'loading' | 'ready' | 'failed';

export type Verification = {
  status: VerificationStatus;
  /** Send may be pressed: verification is off or ready. */
  verified: boolean;
  /** Call when the visitor starts on the form: loads the provider and Google's script. */
  arm: () => void;
  /** A fresh token for the form's action, undefined when verification is off; throws when none can be had. */
  token: () => Promise<string | undefined>;
  /** After a failure: drops the provider and its script and loads them again. */
  retry: () => void;
  /** Marks verification as failed (a token could not be had at send time). */
  fail: () => void;
  /** The provider, to render inside the form once armed (nothing otherwise). */
  element: ReactNode;
};

const never = () => () => undefined;

const loadBridge = () => import('./recaptcha-bridge.client');

/**
 * Stands in when the provider's chunk could not be loaded (the network dropped): asks for it again
 * at each mount (each retry mounts a new one) and says it failed when it cannot be had.
 */
function Reload(props: BridgeProps) {
  const [Loaded, setLoaded] = useState<ComponentType<BridgeProps> | null>(null);
  const { onFail } = props;
  useEffect(() => {
    let live = true;
    loadBridge().then(
      (m) => live && setLoaded(() => m.default),
      () => live && onFail(),
    );
    return () => {
      live = false;
    };
  }, [onFail]);
  return Loaded ? <Loaded {...props} /> : null;
}

const Bridge = lazy<ComponentType<BridgeProps>>(() => loadBridge().catch(() => ({ default: Reload })));

/** The verification of one form; `action` names it for the server's check (contact, support, newsletter, owner). */
export function useVerification(action: string): Verification {
  const siteKey = useSyncExternalStore(never, recaptchaSiteKey, () => '');
  const hydrated = useHydrated();
  const [armed, setArmed] = useState(false);
  const [round, setRound] = useState(0);
  const [failed, setFailed] = useState(false);
  const [execute, setExecute] = useState<Execute | undefined>(undefined);
  const executeRef = useRef<Execute | undefined>(undefined);

  const onReady = useCallback((next: Execute | undefined) => {
    executeRef.current = next;
    setExecute(() => next);
  }, []);
  const fail = useCallback(() => setFailed(true), []);

  const loading = Boolean(siteKey) && armed && !failed && !execute;
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setFailed(true), RECAPTCHA_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loading, round]);

  const status: VerificationStatus = !siteKey ? (hydrated ? 'off' : 'waiting') : failed ? 'failed' : execute ? 'ready' : armed ? 'loading' : 'waiting';

  const arm = useCallback(() => setArmed(true), []);

  const token = useCallback(async () => {
    if (!siteKey) return undefined;
    const run = executeRef.current;
    if (!run) throw new Error('verification is not ready');
    return run(action);
  }, [siteKey, action]);

  const retry = useCallback(() => {
    executeRef.current = undefined;
    setExecute(undefined);
    setFailed(false);
    setArmed(true);
    setRound((r) => r + 1);
  }, []);

  const element =
    siteKey && armed && !failed ? (
      <Suspense fallback={null}>
        <Bridge key={round} siteKey={siteKey} onReady={onReady} onFail={fail} />
      </Suspense>
    ) : null;

  return { status, verified: status === 'off' || status === 'ready', arm, token, retry, fail, element };
}
