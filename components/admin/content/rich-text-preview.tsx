import { sanitizeRichText } from '@/lib/content/sanitize';
import { Section } from '../ui';

/**
 * The saved bodies rendered through the public pages' sanitiser (already applied on save; applied
 * again here so the preview can never show more than a reader would get).
 */
export function RichTextPreview({ en, ja, words }: { en: string; ja: string; words: { title: string; lead: string; en: string; ja: string; empty: string } }) {
  return (
    <Section title={words.title}>
      <p className="mb-4 text-sm text-slate-700">{words.lead}</p>
      <div className="grid gap-6 lg:grid-cols-2">
        {(
          [
            ['en', en, words.en],
            ['ja', ja, words.ja],
          ] as const
        ).map(([lang, html, label]) => {
          const safe = sanitizeRichText(html);
          return (
            <article key={lang} lang={lang} aria-label={label} className="min-w-0 rounded border border-slate-200 p-4">
              <h3 className="mb-2 text-sm font-semibold text-slate-700">{label}</h3>
              {safe ? <div className="max-w-none text-sm [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_img]:max-w-full [&_p]:my-2" dangerouslySetInnerHTML={{ __html: safe }} /> : <p>{words.empty}</p>}
            </article>
          );
        })}
      </div>
    </Section>
  );
}
