import { RichText } from './rich-text';

type Item = { id: number; question: string; answer: string | null };

/**
 * Questions and answers that open one at a time: native <details> sharing
 * one `name`, so opening an item closes the open one and clicking the open one closes it, with or
 * without scripts. Answers are database rich text, sanitised.
 */
export function Accordion({ items, group, testId }: { items: readonly Item[]; group: string; testId?: string }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid={testId}>
      {items.map((item) => (
        <details key={item.id} name={group} className="group" data-testid="accordion-item">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <span aria-hidden="true" className="mt-0.5 text-brand-700 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <RichText html={item.answer} className="px-5 pb-5 text-slate-700" />
        </details>
      ))}
    </div>
  );
}
