import { Accordion } from '@/components/content/accordion';

type Entry = { id: number; name: string; description: string | null };
type Props = { title: string; lead: string; empty: string; items: readonly Entry[]; group: string; testId: string };

/** The body of a useful-information page of questions: h1, lead, then the one-open accordion or the empty message. */
export function AccordionPage({ title, lead, empty, items, group, testId }: Props) {
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600">{lead}</p>
      <div className="mt-6">
        {items.length ? (
          <Accordion items={items.map((i) => ({ id: i.id, question: i.name, answer: i.description }))} group={group} testId={testId} />
        ) : (
          <p className="text-slate-600" data-testid="useful-empty">
            {empty}
          </p>
        )}
      </div>
    </div>
  );
}
