import type { ReactNode } from 'react';

type Props = { message: string; children?: ReactNode; testId?: string };

/** The not-found message with its picture: a house under a magnifier. */
export function EmptyState({ message, children, testId = 'results-empty' }: Props) {
  return (
    <div className="flex flex-col items-center px-4 py-14 text-center" data-testid={testId}>
      <svg viewBox="0 0 200 160" className="h-36 w-44 text-brand-600" role="presentation" aria-hidden="true" focusable="false">
        <ellipse cx="100" cy="146" rx="78" ry="8" className="fill-slate-100" />
        <path d="M38 78 L86 40 L134 78" className="fill-none stroke-slate-300" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
        <rect x="50" y="74" width="72" height="62" rx="4" className="fill-slate-50 stroke-slate-300" strokeWidth="4" />
        <rect x="76" y="104" width="20" height="32" rx="2" className="fill-slate-200" />
        <rect x="60" y="86" width="14" height="12" rx="1.5" className="fill-slate-200" />
        <rect x="98" y="86" width="14" height="12" rx="1.5" className="fill-slate-200" />
        <circle cx="138" cy="84" r="26" className="fill-white/80" stroke="currentColor" strokeWidth="7" />
        <path d="M157 103 L178 124" stroke="currentColor" strokeWidth="10" strokeLinecap="round" />
        <path d="M129 75 L147 93 M147 75 L129 93" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="mt-6 text-lg font-medium text-slate-800">{message}</p>
      {children && <div className="mt-5 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
