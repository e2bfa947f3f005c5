import type { Lang } from '@/lib/api/lang';
import { formatSlot } from '@/lib/viewings/time';
import type { SummaryWords } from './summary-view';

/** A translator of the `viewings` namespace: next-intl's, on the server or in an island. */
export type ViewingsT = (key: string, values?: Record<string, string | number>) => string;

/** One stored viewing as POST /api/viewings answers it. */
export type StoredViewing = { propertyId: number; times: readonly string[]; otherTime: string | null };

export type SummaryInput = {
  viewings: readonly StoredViewing[];
  /** Each listing's name (and its page) by id. */
  listings: ReadonlyMap<number, { name: string; href?: string }>;
  people: number | string;
  viewingLanguage: string;
  email: string;
};

/** The summary's words: every time as the page's language writes it (`2026年12月3日(木) 14:00`), with its rank when there are several. */
export function summaryWords(t: ViewingsT, lang: Lang, input: SummaryInput): SummaryWords {
  return {
    title: t('success.title'),
    lead: t('success.lead'),
    listings: input.viewings.map((v) => {
      const listing = input.listings.get(v.propertyId);
      return {
        id: v.propertyId,
        name: listing?.name ?? String(v.propertyId),
        href: listing?.href,
        times: v.times.map((time, at) => (v.times.length > 1 ? `${t('book.rank', { rank: at + 1 })}: ${formatSlot(time, lang)}` : formatSlot(time, lang))),
        other: v.otherTime ? { label: t('success.other'), text: v.otherTime } : undefined,
      };
    }),
    rows: [
      { label: t('success.people'), value: t('success.peopleCount', { count: Number(input.people) || 1 }) },
      { label: t('success.language'), value: input.viewingLanguage === 'ja' ? t('book.languages.ja') : t('book.languages.en') },
    ],
    confirm: t('success.confirm', { email: input.email }),
  };
}
