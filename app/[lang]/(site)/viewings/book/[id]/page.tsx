import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { BookingPageForm } from '@/components/viewings/booking-page-form';
import { summaryWords } from '@/components/viewings/summary';
import { SummaryView } from '@/components/viewings/summary-view';
import { pageQuery } from '@/lib/cache/page-reads';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { getTranslations } from '@/lib/i18n/translations';
import { viewingBookingData } from '@/lib/server/pages/viewing-booking';
import { pageMetadata } from '@/lib/seo/metadata';
import { bookingPath } from '@/lib/viewings/paths';
import { reads } from './reads';

type Props = {
  params: Promise<{ lang: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, id } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'viewings.page' });
  // Reached from a listing's button: nothing for search engines.
  return pageMetadata({ lang, path: bookingPath(Number(id)), title: t('title'), description: t('lead'), noindex: true });
}

/**
 * A listing's booking page at /viewings/book/{id}: its free times of the next three weeks as
 * checkboxes by day and the booking's fields, a plain form posting to /api/viewings/form, so it
 * works without scripts (the detail page's button leads here until they run). A refused post comes
 * back with what was typed and a message at each field; a stored one with what was stored. Never
 * kept by the page cache (its times change with every booking), noindex.
 */
export default async function BookViewingPage({ params, searchParams }: Props) {
  const { lang, id } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const { draft, sent } = await pageQuery(reads, searchParams);
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  const data = await viewingBookingData(lang, Number(id), { draft: first(draft), sent: first(sent) });
  if (!data) redirect(localePath(lang, '/'));
  const t = await getTranslations('viewings');
  const { listing } = data;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-testid="viewing-page">
      <Breadcrumb lang={lang} trail={[{ label: listing.name, href: listing.href }, { label: t('page.title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.heading', { name: listing.name })}</h1>
      <p className="mt-1 text-sm text-slate-600">{t('book.about', { name: listing.name, code: listing.code })}</p>
      {data.sent ? (
        <div className="mt-8 grid gap-6">
          <SummaryView
            headingLevel="h2"
            words={summaryWords(t, lang, {
              viewings: data.sent.viewings,
              listings: new Map([[listing.id, { name: listing.name, href: listing.href }]]),
              people: data.sent.people,
              viewingLanguage: data.sent.viewingLanguage,
              email: data.sent.email,
            })}
          />
          <a href={listing.href} className="justify-self-start rounded-md bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white no-underline hover:bg-brand-700" data-testid="viewing-page-back">
            {t('page.back')}
          </a>
        </div>
      ) : data.slots.bookable ? (
        <BookingPageForm lang={lang} listing={listing} days={data.slots.days} token={data.guard.token} draft={data.draft} />
      ) : (
        <p className="mt-8 text-slate-700" data-testid="viewing-not-bookable">
          {t('book.notBookable')}
        </p>
      )}
    </div>
  );
}
