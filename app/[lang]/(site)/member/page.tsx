import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'member' });
  return pageMetadata({ lang, path: '/member', title: t('title'), description: t('text'), noindex: true });
}

/** /member: the preparation page. */
export default async function MemberPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('member');
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center" data-testid="member-page">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <a href={localePath(lang, '/')} className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700">
        {t('home')}
      </a>
    </div>
  );
}
