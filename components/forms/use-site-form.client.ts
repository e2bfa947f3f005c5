'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors, type Path, type PathValue, type Resolver } from 'react-hook-form';
import type { FormGuard } from '@/lib/forms/guard';
import { failureText } from './failure';
import { notifyError, notifySuccess } from './notify.client';
import { FORM_TIMEOUT_MS, postForm } from './post-form';
import { useFormGuard } from './use-form-guard.client';
import { useVerification, type Verification } from './verification.client';

/** Every form's fields are text: inputs, selects and text areas. */
export type FormValues = Record<string, string>;

export type FormRequest = { path: `/api/${string}`; body: unknown; timeoutMs?: number };

export type SiteFormOptions<V extends FormValues> = {
  /** The verification action and the server's endpoint name: contact, support, owner, newsletter. */
  action: string;
  /** The page's form token and fill time, from the server render (lib/server/form-guard.ts). */
  guard: FormGuard;
  /** A fresh form's values; asked again at each reset, so a date default follows the visitor's clock. */
  initial: () => V;
  /** The form's zod resolver (zodResolver over its lib/forms schema), loaded when a visitor starts on the form. */
  resolver: () => Promise<Resolver<V>>;
  /** The request for these values, with the verification token and the guard's two fields. */
  request: (values: V, extra: { token: string | undefined; guarded: Record<string, string> }) => FormRequest | Promise<FormRequest>;
  /** Fields whose default depends on the visitor's clock (today's date): set again in the browser unless typed over. */
  clockFields?: readonly (Path<V> & string)[];
  /** The API's field names that differ from the form's (the saved lists' phoneNumber, the owner form's numberOfBadroom). */
  serverFields?: Partial<Record<string, Path<V>>>;
  /** A form's own words for a refusal the API explains in English only (the owner form's photos). */
  refusal?: (problem: { status: number; message: string }) => string | undefined;
  /** A form's own reading of an answer it expects (the viewing booking's 409): its words, or undefined to go on as usual. */
  answered?: (problem: { status: number; answer: unknown }) => string | undefined;
  /** Shown as a success toast after a send, when the form stays on the page. */
  success?: string;
  /** After a successful send, once the form has been reset; `answer` is the API's JSON body. */
  onSent?: (values: V, answer: unknown) => void;
};

/** `reach`: the failure is not the visitor's fields, so the notice also offers the office's phone, e-mail and chat apps. */
export type Failure = { message: string; retryable: boolean; reach?: boolean };

/**
 * The one form hook of the site: react-hook-form over the form's zod schema (its
 * resolver loads with the form's first use), human verification (./verification.tsx), the guard
 * against scripted posts (./use-form-guard.ts), the sending state, field errors in the page's
 * language, the server's field errors mapped back onto the fields, failures said in the page's
 * language with a retry, and the toasts.
 *
 * Errors show once a field has been left, and follow every change after that or after a submit;
 * a submit with errors focuses the first field at fault in page order. The fields keep their
 * defaults in the server's HTML (defaultValue), so what a visitor types before scripts run stays.
 */
export function useSiteForm<V extends FormValues>(options: SiteFormOptions<V>) {
  const { action, guard } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const tf = useTranslations('forms');
  const verification = useVerification(action);
  const { trap, fields: guardFields } = useFormGuard(guard);
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(options.initial);
  const [failure, setFailure] = useState<Failure>();
  const [{ resolver, prime }] = useState(() => lazyResolver(options.resolver));
  const form = useForm<V>({ resolver, mode: 'onTouched', reValidateMode: 'onChange', shouldFocusError: true });
  const { register, formState, setValue, setError, setFocus, reset } = form;

  // Defaults that depend on the visitor's clock: the server's HTML has the server's day; a field the visitor has not typed in takes the browser's.
  const clockFields = options.clockFields;
  useEffect(() => {
    const element = formRef.current;
    if (!element || !clockFields) return;
    for (const name of clockFields) {
      const value = initial[name];
      const control = element.elements.namedItem(name);
      if ((control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) && control.value === control.defaultValue && control.value !== value) {
        setValue(name, value as PathValue<V, Path<V>>);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  const errorText = useCallback(
    (key: string | undefined): string | undefined => {
      if (key === undefined) return undefined;
      return tf.has(`errors.${key}`) ? tf(`errors.${key}`) : tf('errors.invalid');
    },
    [tf],
  );

  /**
   * A failure is said in the form (role="alert", ./send-row.tsx) and, on a page, also as a toast.
   * In an open modal dialog the toast would sit under the backdrop, outside the accessibility tree
   * (the rest of the page is inert), so there the form's own notice is the one place it is said.
   */
  const fail = useCallback((next: Failure) => {
    setFailure(next);
    if (!formRef.current?.closest('dialog[open]')) notifyError(next.message);
  }, []);

  /** Focuses the first of these fields in page order. */
  const focusFirst = useCallback(
    (names: string[]) => {
      const controls = formRef.current ? [...formRef.current.elements] : [];
      const first = controls.find((el): el is HTMLInputElement => 'name' in el && typeof el.name === 'string' && names.includes(el.name));
      if (first) setFocus(first.name as Path<V>);
    },
    [setFocus],
  );

  const send = async (values: V) => {
    const { request, serverFields = {}, refusal, answered, success, onSent } = latest.current;
    setFailure(undefined);
    const [guarded, token] = await Promise.all([guardFields(), verification.token().then((t) => ({ t }), () => undefined)]);
    if (!token) {
      verification.fail();
      return;
    }
    const { path, body, timeoutMs = FORM_TIMEOUT_MS } = await request(values, { token: token.t, guarded });
    const result = await postForm(path, body, timeoutMs);
    if (result.ok) {
      reset(latest.current.initial());
      if (success) notifySuccess(success);
      onSent?.(values, result.answer);
      return;
    }
    if (result.kind === 'status' && answered) {
      const own = answered({ status: result.status, answer: result.answer });
      if (own) return fail({ message: own, retryable: false });
    }
    if (result.kind === 'status' && result.status === 400) {
      const known = result.errors.flatMap(({ field, code }) => {
        const name = serverFields[field] ?? (field in initial ? (field as Path<V>) : undefined);
        return name ? [{ name, code }] : [];
      });
      for (const { name, code } of known) setError(name, { type: 'server', message: code });
      if (known.length) focusFirst(known.map((k) => k.name));
      if (known.length && known.length === result.errors.length) {
        // The fields say what is wrong (role="alert") and the first has focus; in a dialog, where no toast can be heard, the form says it too.
        if (formRef.current?.closest('dialog[open]')) setFailure({ message: tf('failures.invalid'), retryable: false });
        else notifyError(tf('failures.invalid'));
        return;
      }
      const own = refusal?.({ status: result.status, message: result.message });
      if (own) return fail({ message: own, retryable: false });
    }
    const text = failureText(result);
    fail({ message: tf(`failures.${text.key}`, text.values), retryable: text.retryable, reach: text.key !== 'invalid' });
  };

  // Send is not disabled while sending (a disabled button drops the keyboard's focus to <body>):
  // it says so with aria-disabled, and a second submit meanwhile is ignored here.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    return form.handleSubmit(send)(event);
  };

  /** The visitor started on the form: its checks and verification start loading. */
  const start = () => {
    verification.arm();
    prime();
  };

  return {
    form,
    verification,
    failure,
    sending: formState.isSubmitting,
    errors: formState.errors as FieldErrors<V>,
    /** Sends the form again (after a failure the visitor can retry). */
    retry: () => {
      // The retry button goes with the notice: focus moves to Send first, so it is not dropped to <body>.
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      setFailure(undefined);
      formRef.current?.requestSubmit();
    },
    /** The props of the <form> element. */
    formProps: { ref: formRef, noValidate: true, onSubmit, onFocusCapture: start, onPointerDownCapture: start },
    /** The honeypot's ref (./honeypot.tsx). */
    trap,
    /** A field's props: its registration, its server-rendered default and its error in the page's language. */
    field: (name: Path<V> & string) => ({
      ...register(name),
      defaultValue: initial[name],
      error: errorText(formState.errors[name]?.message as string | undefined),
    }),
    errorText,
  };
}

export type SiteForm = ReturnType<typeof useSiteForm>;
export type { Verification };

/**
 * The resolver, loaded on first use: zod and the schemas are not among a page's first scripts.
 * If it cannot be loaded (the network dropped), nothing is flagged and the form sends: the server
 * checks the same schema and its answer is mapped back onto the fields.
 */
function lazyResolver<V extends FormValues>(load: () => Promise<Resolver<V>>) {
  let loading: Promise<Resolver<V>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<V> = async (values, context, options) => {
    let resolve: Resolver<V>;
    try {
      resolve = await get();
    } catch {
      return { values, errors: {} };
    }
    return resolve(values, context, options);
  };
  return { resolver, prime: () => void get().catch(() => undefined) };
}
