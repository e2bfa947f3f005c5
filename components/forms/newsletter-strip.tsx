'use client';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiBase } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';
import { EMAIL_PATTERN } from '@/lib/forms/values';
import { localePath } from '@/lib/i18n/config';
import { inputClass } from './input-class';
import { notifyError } from './notify';
import { useVerification } from './verification';

type ErrorKey = 'emailRequired' | 'emailInvalid';

/** The form's words, translated on the server (newsletter.* and forms.*), so this island needs no i18n runtime. */
export type NewsletterLabels = { label: string; email: string; placeholder: string; subscribe: string; sending: string; failed: string; errors: Record<ErrorKey, string> };

function check(value: string): ErrorKey | undefined {
  const email = value.trim();
  if (!email) return 'emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return undefined;
}

/** The server's `message`, or null when the answer carries none (then 'Subscribe failed' shows). */
async function serverMessage(res: Response): Promise<string | null> {
  try {
    const body: unknown = await res.json();
    return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The newsletter sign-up in every page's footer (SPEC §2, §5, §8): 'Email is required' and
 * 'Invalid email address' under the field, Subscribe waits for human verification, a success goes
 * to the subscribe thank-you page, a failure toasts the server's message or 'Subscribe failed'.
 */
export function NewsletterForm({ lang, labels }: { lang: Lang; labels: NewsletterLabels }) {
  const router = useRouter();
  const verification = useVerification('newsletter');
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<ErrorKey | undefined>();
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = check(email);
    setTouched(true);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSending(true);
    try {
      const token = await verification.token().catch(() => undefined);
      const res = await fetch(`${apiBase()}/api/newsletters`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), language: lang, ...(token ? { token } : {}) }),
      });
      if (!res.ok) {
        notifyError((await serverMessage(res)) ?? labels.failed);
        return;
      }
      setEmail('');
      setTouched(false);
      verification.reset();
      router.push(localePath(lang, '/notification/subscribe'));
    } catch {
      notifyError(labels.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocusCapture={verification.arm} onPointerDownCapture={verification.arm} aria-label={labels.label} data-testid="newsletter-form" className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {labels.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={254}
          placeholder={labels.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (touched) setError(check(e.target.value));
          }}
          onBlur={() => {
            if (email) {
              setTouched(true);
              setError(check(email));
            }
          }}
          aria-invalid={error ? true : undefined}
          aria-required
          aria-describedby={error ? errorId : undefined}
          data-testid="newsletter-email"
          className={`${inputClass} sm:max-w-sm`}
        />
        <button
          type="submit"
          disabled={!verification.verified || sending}
          data-testid="newsletter-submit"
          className="h-11 shrink-0 rounded-md bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {sending ? labels.sending : labels.subscribe}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700" data-testid="newsletter-error">
          {labels.errors[error]}
        </p>
      )}
    </form>
  );
}
