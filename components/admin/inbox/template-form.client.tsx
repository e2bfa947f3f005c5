'use client';
import type { FormEvent, ReactNode } from 'react';

/**
 * The reply's template chooser: a GET form (it works without JavaScript). With JavaScript, text
 * the agent typed into the reply is not replaced silently: they are asked first.
 */
export function TemplateForm({ action, bodyId, confirmText, children }: { action: string; bodyId: string; confirmText: string; children: ReactNode }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const body = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    if (body && body.value !== body.defaultValue && !window.confirm(confirmText)) event.preventDefault();
  };
  return (
    <form method="get" action={action} onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-4 rounded bg-slate-50 p-3">
      {children}
    </form>
  );
}
