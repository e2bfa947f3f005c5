'use client';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from '@/components/search/use-hydrated.client';

/**
 * The reply's template chooser: a GET form (it works without JavaScript). With JavaScript, text
 * the agent typed into the reply is not replaced silently: they are asked first.
 */
export function TemplateForm({ action, bodyId, confirmText, children }: { action: string; bodyId: string; confirmText: string; children: ReactNode }) {
  // Marks the form live (browser tests wait for it before relying on the question).
  const live = useHydrated();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const body = document.getElementById(bodyId) as HTMLTextAreaElement | null;
    if (body && body.value !== body.defaultValue && !window.confirm(confirmText)) event.preventDefault();
  };
  return (
    <form method="get" action={action} onSubmit={onSubmit} data-hydrated={live || undefined} data-testid="template-form" className="mb-6 flex flex-wrap items-end gap-4 rounded bg-slate-50 p-3">
      {children}
    </form>
  );
}
