'use client';
import { useErrorText } from '@/components/ui/error-text.client';

/** A page that failed to render: say so in the visitor's language and offer a retry. */
export default function PageError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useErrorText();
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="mt-3 text-slate-600">{t.text}</p>
      <button type="button" onClick={reset} className="mt-8 rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        {t.retry}
      </button>
    </section>
  );
}
