'use client';
import { useTranslations } from 'next-intl';
import type { Failure } from './use-site-form.client';
import type { Verification } from './verification.client';
import { useOfficeReach } from './office-reach.client';

const retryClass =
  'inline-flex h-9 items-center rounded-md border border-current px-3 text-sm font-semibold hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

type NoticeProps = { verification: Verification; failure?: Failure; onRetry: () => void; testId: string };

/**
 * What stands between the visitor and a send, said where they are looking: verification that
 * could not load (with a retry that loads it again) and a send that failed (with a retry when
 * sending again can help). Announced as it appears (role="alert").
 */
export function FormNotices({ verification, failure, onRetry, testId }: NoticeProps) {
  const t = useTranslations('forms');
  return (
    <>
      {verification.element}
      {verification.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700" data-testid={`${testId}-verification-failed`}>
          {t('verification.failed')}
          <button type="button" onClick={verification.retry} className={`${retryClass} ml-2`} data-testid={`${testId}-verification-retry`}>
            {t('verification.retry')}
          </button>
        </p>
      )}
      {failure && (
        <div role="alert" className="text-sm text-red-700">
          {/* The sentence, the office's other ways (when it is not the visitor's fields), then the
              retry, which stays just before Send for a keyboard going back from it. */}
          <p data-testid={`${testId}-failure`}>{failure.message}</p>
          {failure.reach && <OtherWays testId={testId} />}
          {failure.retryable && (
            <button type="button" onClick={onRetry} className={`${retryClass} mt-2`} data-testid={`${testId}-retry`}>
              {t('failures.retry')}
            </button>
          )}
        </div>
      )}
    </>
  );
}

const wayClass = 'inline-flex min-h-11 items-center rounded-md px-2 font-medium text-brand-700 underline hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A send that failed for any other reason than the visitor's own fields: the office's phone,
 * e-mail and chat apps, so the message can still reach the agency (./office-reach.client.tsx).
 */
function OtherWays({ testId }: { testId: string }) {
  const t = useTranslations('forms.failures');
  const reach = useOfficeReach();
  if (!reach || (!reach.phone && !reach.email && reach.chats.length === 0)) return null;
  return (
    <div className="mt-2 text-slate-800" data-testid={`${testId}-other-ways`}>
      <p>{t('otherWays')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-2">
        {reach.phone && (
          <li>
            <a href={reach.phone.href} className={wayClass}>
              {t('otherWayCall', { phone: reach.phone.label })}
            </a>
          </li>
        )}
        {reach.email && (
          <li>
            <a href={`mailto:${reach.email}`} className={`${wayClass} break-all`}>
              {reach.email}
            </a>
          </li>
        )}
        {reach.chats.map((c) => (
          <li key={c.app}>
            <a href={c.href} target="_blank" rel="noopener noreferrer" className={wayClass} data-chat={c.app}>
              {t(`otherWay.${c.app}`)}
              <span className="sr-only">{t('newTab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  form: { verification: Verification; failure?: Failure; sending: boolean; retry: () => void };
  label: string;
  testId: string;
};

/**
 * The foot of the contact, support and owner forms: Send stays disabled until human verification
 * passes; while a send is under way it is only marked aria-disabled (the form hook ignores
 * a second submit), so a keyboard's focus stays on it rather than dropping to <body>. Until
 * verified a status line says why, and a failure says what happened and offers to try again.
 */
export function SendRow({ form, label, testId }: Props) {
  const t = useTranslations('forms');
  const { verification, failure, sending } = form;
  const waiting = verification.status === 'waiting' || verification.status === 'loading';
  return (
    <div className="grid gap-3">
      <FormNotices verification={verification} failure={failure} onRetry={form.retry} testId={testId} />
      <div className="flex flex-wrap items-center justify-end gap-3">
        {waiting && (
          <p className="text-sm text-slate-500" role="status">
            {t('verifying')}
          </p>
        )}
        <button
          type="submit"
          disabled={!verification.verified}
          aria-disabled={sending || undefined}
          data-testid={testId}
          className="h-11 rounded-md bg-brand-600 px-8 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        >
          {sending ? t('sending') : label}
        </button>
      </div>
    </div>
  );
}
