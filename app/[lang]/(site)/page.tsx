import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ lang: string }> };

/** The home page's banner; the search form and the lists arrive with the search issue. */
export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('home');
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold text-slate-900 sm:text-4xl">{t('title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('lead')}</p>
        <div className="mt-8 flex gap-3">
          <a href={localePath(lang, '/residences')} className="rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700">
            {t('residences')}
          </a>
          <a href={localePath(lang, '/offices')} className="rounded-md border border-brand-600 px-5 py-2.5 font-medium text-brand-700 hover:bg-brand-50">
            {t('offices')}
          </a>
        </div>
      </div>
    </section>
  );
}
