import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { formatDay } from '@/lib/format/day';
import { pageMetadata } from '@/lib/seo/metadata';
import { resultsPath } from '@/lib/server/alerts/query';
import { alertIdOf, alertToken } from '@/lib/server/alerts/signing';
import { alertsOfAddress } from '@/lib/server/alerts/store';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'alerts.manage' });
  return pageMetadata({ lang, path: '/alerts/manage', title: t('title'), description: t('title'), noindex: true });
}

/**
 * An alert's management page, reached by the signed link of its mails (lib/server/alerts/signing.ts):
 * its search in words and the other alerts of the same address (the link was sent to that address,
 * so it proves it), each with a button that stops it: a plain form posting the RFC 8058 one-click
 * body, so it works without scripts. Never kept by the page cache (lib/cache/page-key.ts), noindex.
 */
export default async function ManageAlertsPage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const { token, confirmed, stopped, resumed } = await pageQuery(reads, searchParams);
  const id = alertIdOf(token);
  const alerts = id === undefined ? [] : await alertsOfAddress(id, lang);
  if (!alerts.length) redirect(localePath(lang, '/alerts/invalid'));
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('alerts');
  const back = encodeURIComponent(String(token));
  // The alert a button of this page just stopped or resumed (its link), if it is one of these.
  const justStopped = alerts.find((a) => a.id === alertIdOf(stopped) && a.status === 'unsubscribed');
  const justResumed = alerts.find((a) => a.id === alertIdOf(resumed) && a.status === 'confirmed');
  const button = 'rounded-md border border-brand-600 px-4 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';
  const resumeForm = (alert: (typeof alerts)[number], testId: string) => (
    <form method="post" action={`/api/alerts/resume?token=${encodeURIComponent(alertToken(alert.id))}&back=${back}`}>
      <button type="submit" className={button} data-testid={testId}>
        {t('manage.resume')}
      </button>
    </form>
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16" data-testid="alert-manage">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('manage.title')}</h1>
      <p className="mt-3 text-slate-700">{t('manage.lead', { email: alerts[0].email })}</p>
      {confirmed === '1' && alerts[0].status === 'confirmed' && (
        <p role="status" className="mt-4 rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="alert-confirmed">
          {t('manage.confirmedNotice')}
        </p>
      )}
      {justStopped && (
        <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded border-l-4 border-slate-600 bg-slate-50 px-3 py-2 text-sm text-slate-900" data-testid="alert-stopped">
          <p className="flex-1">{t('manage.stoppedNotice', { search: justStopped.summary })}</p>
          {justStopped.confirmedAt && resumeForm(justStopped, 'alert-resume-notice')}
        </div>
      )}
      {justResumed && (
        <p role="status" className="mt-4 rounded border-l-4 border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900" data-testid="alert-resumed">
          {t('manage.resumedNotice', { search: justResumed.summary })}
        </p>
      )}
      <ul className="mt-8 grid gap-4">
        {alerts.map((alert, index) => (
          <li key={alert.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="alert-item" data-status={alert.status}>
            {index === 0 && <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{t('manage.thisOne')}</p>}
            <p className="mt-1 font-medium text-slate-900">{alert.summary}</p>
            <p className="mt-1 text-sm text-slate-600">
              {t(`manage.status.${alert.status}`)} · {t('manage.created', { date: formatDay(alert.createdAt, lang) })} ·{' '}
              {alert.lastDigestAt ? t('manage.lastDigest', { date: formatDay(alert.lastDigestAt, lang) }) : t('manage.noDigest')}
            </p>
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <a href={localePath(lang, resultsPath(alert.kind, alert.query))} className="text-sm font-medium text-brand-700 underline">
                {t('manage.results')}
              </a>
              {alert.status !== 'unsubscribed' && (
                <form method="post" action={`/api/alerts/unsubscribe?token=${encodeURIComponent(alertToken(alert.id))}&back=${back}`}>
                  <input type="hidden" name="List-Unsubscribe" value="One-Click" />
                  <button type="submit" className={button} data-testid="alert-stop">
                    {t('manage.stop')}
                  </button>
                </form>
              )}
              {/* A stopped alert whose address was confirmed can start again; an unconfirmed one needs its confirmation link. */}
              {alert.status === 'unsubscribed' && alert.confirmedAt && resumeForm(alert, 'alert-resume')}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
