'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError, apiPost } from '@/lib/api/post';
import type { Lang } from '@/lib/api/lang';
import type { FormGuard } from '@/lib/forms/guard';
import { EMAIL_PATTERN } from '@/lib/forms/values';
import { localePath } from '@/lib/i18n/config';
import { notifyError } from './notify';
import { NewsletterView, type NewsletterErrorKey as ErrorKey, type NewsletterLabels } from './newsletter-view';
import { useFormGuard } from './use-form-guard';
import { useVerification } from './verification';

function check(value: string): ErrorKey | undefined {
  const email = value.trim();
  if (!email) return 'emailRequired';
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return 'emailInvalid';
  return undefined;
}

type Props = {
  lang: Lang;
  labels: NewsletterLabels;
  /** The page's form token and fill time, from the server render. */
  guard: FormGuard;
  /** What the visitor typed into the server's field before this island came, and whether it had focus. */
  typed?: string;
  focused?: boolean;
};

/**
 * The newsletter sign-up in every page's footer (SPEC §2, §5, §8): 'Email is required' and
 * 'Invalid email address' under the field, Subscribe waits for human verification, a success goes
 * to the subscribe thank-you page, a failure toasts the server's message or 'Subscribe failed'.
 */
export function NewsletterForm({ lang, labels, guard, typed = '', focused = false }: Props) {
  const router = useRouter();
  const verification = useVerification('newsletter');
  const { trap, fields } = useFormGuard(guard);
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState(typed);
  const [error, setError] = useState<ErrorKey | undefined>();
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    // Focus was in the server's field when this island replaced it: it stays in the field.
    if (focused) input.current?.focus();
  }, [focused]);

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
      const [guarded, token] = await Promise.all([fields(), verification.token().catch(() => undefined)]);
      await apiPost('/api/newsletters', { email: email.trim(), language: lang, ...(token ? { token } : {}), ...guarded });
      setEmail('');
      setTouched(false);
      verification.reset();
      router.push(localePath(lang, '/notification/subscribe'));
    } catch (error) {
      // The server's message, else 'Subscribe failed' (no answer, or one without a message).
      notifyError(error instanceof ApiError && error.fromServer && error.message ? error.message : labels.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <NewsletterView
      labels={labels}
      canSend={verification.verified}
      sending={sending}
      error={error}
      form={{ onSubmit, onFocusCapture: verification.arm, onPointerDownCapture: verification.arm }}
      input={{
        value: email,
        onChange: (e) => {
          setEmail(e.target.value);
          if (touched) setError(check(e.target.value));
        },
        onBlur: () => {
          if (email) {
            setTouched(true);
            setError(check(email));
          }
        },
      }}
      inputRef={input}
      trapRef={trap}
    />
  );
}
