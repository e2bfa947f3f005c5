import type { Json } from '@/lib/content/json-ld';
import { stripHtml } from '@/lib/seo/text';

/**
 * schema.org FAQPage of the tenants' questions: every question with its answer as plain text
 * (stored answers are HTML). Pure, so a test can check it; render it with `jsonLdText`
 * (lib/detail/json-ld.ts), which keeps `<` from closing the script early.
 */
export type FaqLdItem = { question: string; answer: string | null };

export function faqPageJsonLd(items: readonly FaqLdItem[], page: { url: string; name: string; inLanguage: string }): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    '@id': `${page.url}#faq`,
    url: page.url,
    name: page.name,
    inLanguage: page.inLanguage,
    mainEntity: items
      .map((item) => ({ name: stripHtml(item.question), text: stripHtml(item.answer ?? '') }))
      .filter((item) => item.name && item.text)
      .map((item) => ({ '@type': 'Question', name: item.name, acceptedAnswer: { '@type': 'Answer', text: item.text } })),
  };
}
