'use client';

type Props = { verified: boolean; sending: boolean; label: string; sendingLabel: string; verifyingLabel: string; testId: string };

/**
 * The foot of every form: Send stays disabled until human verification passes (SPEC §4) and while
 * a send is under way; until verified a status line says why.
 */
export function SendRow({ verified, sending, label, sendingLabel, verifyingLabel, testId }: Props) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-3">
      {!verified && (
        <p className="text-sm text-slate-500" role="status">
          {verifyingLabel}
        </p>
      )}
      <button
        type="submit"
        disabled={!verified || sending}
        data-testid={testId}
        className="h-11 rounded-md bg-brand-600 px-8 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {sending ? sendingLabel : label}
      </button>
    </div>
  );
}
