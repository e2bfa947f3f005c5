import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageQuery } from '@/lib/cache/page-reads';
import { viewingsOfLink } from '@/lib/server/viewings/linked';
import { viewingToken } from '@/lib/server/viewings/links';
import { formatSlot, vietnamClock } from '@/lib/viewings/time';
import { reads } from './reads';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'viewings.manage' });
  return pageMetadata({ lang, path: '/viewings/manage', title: t('title'), description: t('title'), noindex: true });
}

/**
 * A viewing's page, reached by the signed link of its mails (lib/server/viewings/links.ts): the
 * viewings asked for with it (one request may name several listings), each with its status and
 * time, and a "Cancel" button for those still to come: a plain form, so it works without scripts.
 * Never kept by the page cache (lib/cache/page-key.ts), noindex.
 */
export default async function ManageViewingPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const { token, cancelled, refused } = await pageQuery(reads, searchParams);
  const t = await getTranslations('viewings.manage');
  const viewings = await viewingsOfLink(token, lang === 'jp' ? 'ja' : 'en');
  if (!viewings) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="viewing-invalid">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('invalid.title')}</h1>
        <p className="mt-4 max-w-xl text-slate-700">{t('invalid.text')}</p>
        <a href={localePath(lang, '/')} className="mt-8 rounded-md bg-brand-600 px-6 py-2.5 text-sm font-semibold text-white hover:bg-brand-700">
          {t('home')}
        </a>
      </div>
    );
  }
  const back = encodeURIComponent(String(token));
  const justCancelled = viewings.find((v) => String(v.id) === cancelled && v.status === 'cancelled');
  const notCancelled = viewings.find((v) => String(v.id) === refused);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="viewing-manage">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-slate-700">{t('lead', { name: viewings[0].fullName })}</p>
      {justCancelled && (
        <p role="status" className="mt-4 rounded border-l-4 border-slate-600 bg-slate-50 px-3 py-2 text-sm text-slate-900" data-testid="viewing-cancelled">
          {t('cancelledNotice', { listing: justCancelled.listing.name })}
        </p>
      )}
      {notCancelled && (
        <p role="alert" className="mt-4 rounded border-l-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="viewing-refused">
          {t('refusedNotice', { listing: notCancelled.listing.name })}
        </p>
      )}
      <ul className="mt-8 grid gap-4">
        {viewings.map((v, index) => (
          <li key={v.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="viewing-item" data-status={v.status}>
            {index === 0 && viewings.length > 1 && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('thisOne')}</p>}
            <p className="mt-1 font-medium text-slate-900">
              {v.listing.href ? (
                <a href={v.listing.href} className="text-brand-700 underline">
                  {v.listing.name}
                </a>
              ) : (
                v.listing.name
              )}
            </p>
            <p className="mt-1 text-sm font-medium text-slate-700">{t(`status.${v.status}`)}</p>
            {v.startsAt && v.endsAt && v.status !== 'declined' ? (
              <p className="mt-2 text-sm text-slate-700">{t('confirmedTime', { start: formatSlot(v.startsAt.getTime(), lang), end: vietnamClock(v.endsAt.getTime()) })}</p>
            ) : (
              v.preferredTimes.length > 0 && (
                <div className="mt-2 text-sm text-slate-700">
                  <p>{t('chosenTimes')}</p>
                  <ol className="mt-1 list-decimal pl-6">
                    {v.preferredTimes.map((time) => (
                      <li key={time}>{formatSlot(time, lang)}</li>
                    ))}
                  </ol>
                </div>
              )
            )}
            {v.otherTime && <p className="mt-2 text-sm text-slate-700">{t('otherTime', { note: v.otherTime })}</p>}
            {v.cancellable && (
              <form method="post" action={`/api/viewings/cancel?token=${encodeURIComponent(viewingToken(v.id))}&back=${back}&lang=${lang}`} className="mt-3">
                <button
                  type="submit"
                  className="rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  data-testid="viewing-cancel"
                >
                  {t('cancel')}
                </button>
                <p className="mt-2 text-xs text-slate-600">{t('cancelNote')}</p>
              </form>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">{t('timeZone')}</p>
    </div>
  );
}
