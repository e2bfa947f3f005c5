import 'server-only';
import { z } from 'zod';
import { settings } from '../settings';

/**
 * Human verification of the posted forms with reCAPTCHA v3.
 *
 * With `RECAPTCHA_SECRET_KEY` set, the form's `token` goes to Google's siteverify with the secret
 * and the client address; the answer must be a success, for the form's own action (a token made
 * for the newsletter cannot send an owner registration) and with a score of at least
 * `RECAPTCHA_MIN_SCORE` (default 0.5). Without the secret, verification runs in an explicit
 * 'disabled' mode for local use: every request passes and the first one logs a warning.
 */
export type VerifyAction = 'contact' | 'support' | 'newsletter' | 'owner' | 'viewing';

export type Verification =
  | { ok: true; mode: 'disabled' | 'verified'; score?: number }
  | { ok: false; status: 400 | 503; message: string };

export type VerifierOptions = {
  secret?: string;
  minScore?: number;
  /** The fetch used to call siteverify (tests inject a fake). */
  fetch?: typeof fetch;
  /** Milliseconds to wait for Google before giving up. */
  timeoutMs?: number;
};

export type Verifier = (input: { token: string | undefined; action: VerifyAction; remoteIp: string | undefined }) => Promise<Verification>;

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const DEFAULT_MIN_SCORE = 0.5;

const siteverifyAnswer = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
  hostname: z.string().optional(),
  'error-codes': z.array(z.string()).optional(),
});

const FAILED = 'Human verification failed. Please reload the page and try again.';

let warnedDisabled = false;

export function createVerifier(options: VerifierOptions = {}): Verifier {
  const secret = options.secret;
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5_000;

  return async ({ token, action, remoteIp }) => {
    if (!secret) {
      if (!warnedDisabled) {
        warnedDisabled = true;
        console.warn('[verification] RECAPTCHA_SECRET_KEY is not set: human verification is DISABLED and every form submission passes.');
      }
      return { ok: true, mode: 'disabled' };
    }
    if (!token) return { ok: false, status: 400, message: 'Human verification is required. Please reload the page and try again.' };

    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp && remoteIp !== 'unknown') form.set('remoteip', remoteIp);
    let answer: z.infer<typeof siteverifyAnswer>;
    try {
      const res = await doFetch(SITEVERIFY_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
      answer = siteverifyAnswer.parse(await res.json());
    } catch (err) {
      // Google out of reach is our side's trouble, not the visitor's: ask them to retry.
      console.error('[verification] siteverify failed:', err instanceof Error ? err.message : err);
      return { ok: false, status: 503, message: 'Human verification is unavailable right now. Please try again in a moment.' };
    }
    if (!answer.success) return { ok: false, status: 400, message: FAILED };
    if (answer.action !== action) return { ok: false, status: 400, message: FAILED };
    if (typeof answer.score !== 'number' || answer.score < minScore) return { ok: false, status: 400, message: FAILED };
    return { ok: true, mode: 'verified', score: answer.score };
  };
}

/** The verifier with the configured secret and threshold. */
export function verifier(): Verifier {
  const s = settings();
  return createVerifier({ secret: s.RECAPTCHA_SECRET_KEY, minScore: s.RECAPTCHA_MIN_SCORE });
}
