import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { EmptyState } from '@/components/results/empty-state';
import type { RawQuery } from '@/components/results/query';
import { compareModel } from '@/components/share/compare-model';
import { CompareTable } from '@/components/share/compare-table';
import { RateNote } from '@/components/currency/rate-note';
import { PrintButton } from '@/components/share/print-button.client';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { COMPARE_MAX, COMPARE_MIN, compareListings, parseCompareIds } from '@/lib/server/shared-lists/compare';
import '@/components/share/compare-print.css';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<RawQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'share.comparePage' });
  // A visitor's own pick of listings: a page to share, not one to index.
  return pageMetadata({ lang, path: '/compare', title: t('title'), description: t('metaDescription'), noindex: true });
}

/**
 * `/compare?ids=12,34`: two to four listings side by side, from the favourites page or
 * a shared list, rendered on the server from the address alone so it can be shared and printed.
 * Unknown or unpublished ids are dropped; fewer than two or more than four left is a message.
 */
export default async function ComparePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const ids = parseCompareIds((await pageQuery(reads, searchParams)).ids);
  const [t, ts] = await Promise.all([getTranslations('share.comparePage'), getTranslations('share.shared')]);
  // More ids than can be shown: say so without loading any of them.
  const listings = ids.length > COMPARE_MAX ? [] : await compareListings(ids, lang);
  const missing = ids.length - listings.length;
  const back = (
    <a href={localePath(lang, '/favorites')} className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50" data-print="hide">
      {t('back')}
    </a>
  );

  const tooMany = ids.length > COMPARE_MAX;
  const showable = !tooMany && COMPARE_MIN <= listings.length;
  let body;
  if (!showable) {
    const message = tooMany ? t('tooMany', { count: ids.length }) : t('tooFew');
    body = (
      <EmptyState message={message} testId="compare-message">
        {back}
      </EmptyState>
    );
  } else {
    const model = await compareModel(lang, listings);
    body = (
      <>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3" data-print="hide">
          <p className="text-slate-600">{t('lead')}</p>
          <div className="flex flex-wrap gap-2">
            <PrintButton label={t('print')} />
          </div>
        </div>
        {missing > 0 && (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status" data-testid="compare-missing">
            {t('someMissing', { count: missing })}
          </p>
        )}
        <RateNote lang={lang} className="mt-3" />
        <div className="mt-6">
          <CompareTable model={model} />
        </div>
        <div className="mt-6">{back}</div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10 print:max-w-none print:p-0" data-testid="compare-page">
      <div data-print="hide">
        <Breadcrumb lang={lang} trail={[{ label: ts('myFavourites'), href: localePath(lang, '/favorites') }, { label: t('title') }]} />
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 print:mt-0 print:text-lg">{t('title')}</h1>
      {body}
    </div>
  );
}
