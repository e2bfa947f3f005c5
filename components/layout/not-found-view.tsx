import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath, toLang } from '@/lib/i18n/config';

/** The not-found page's own title ("Page not found｜site"); Next adds `noindex` to every 404 itself. */
export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  const meta = await getTranslations('meta');
  return { title: { absolute: `${t('title')}｜${meta('siteName')}` } };
}

/** The localised not-found page body (SPEC §2 "Any other path shows a not-found page"). */
export async function NotFoundView() {
  const t = await getTranslations('notFound');
  const lang = toLang(await getLocale());
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={localePath(lang, '/')} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t('home')}
        </a>
        <a href={localePath(lang, '/residences/search')} className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
          {t('search')}
        </a>
      </div>
    </section>
  );
}
