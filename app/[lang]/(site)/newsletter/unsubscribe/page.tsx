import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { isWellFormedToken } from '@/lib/server/submissions/newsletter';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'notification' });
  return pageMetadata({ lang, path: '/newsletter/unsubscribe', title: t('unsubscribeTitle'), description: t('unsubscribeText'), noindex: true });
}

/**
 * The unsubscribe link of a newsletter mail lands here: a button, not an unsubscribe on GET, since
 * mail scanners open every link. The button posts `List-Unsubscribe=One-Click` as a mail client
 * would (RFC 8058). The page depends on its address alone, so the page cache may keep it.
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const { token } = await pageQuery(reads, searchParams);
  if (!isWellFormedToken(token)) redirect(localePath(lang, '/notification/subscribe-invalid'));
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('notification');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid="newsletter-unsubscribe">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('unsubscribeTitle')}</h1>
      <p className="mt-4 max-w-xl text-slate-700">{t('unsubscribeText')}</p>
      <form method="post" action={`/api/newsletters/unsubscribe?token=${encodeURIComponent(token)}`} className="mt-8">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button
          type="submit"
          className="inline-flex h-11 items-center rounded-md bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          data-testid="newsletter-unsubscribe-button"
        >
          {t('unsubscribeButton')}
        </button>
      </form>
    </div>
  );
}
