import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { localePath, toLang } from '@/lib/i18n/config';

/** Its own title, in the page's language; Next adds `noindex` to every 404 itself. */
export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations('share.notFound'), getTranslations('meta')]);
  return { title: { absolute: `${t('title')}｜${meta('siteName')}` } };
}

/** A shared list whose link expired or was mistyped (issue 31): says so, and where to go instead. */
export default async function SharedListNotFound() {
  const t = await getTranslations('share.notFound');
  const lang = toLang(await getLocale());
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center" data-testid="shared-not-found">
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href={localePath(lang, '/residences/search')} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          {t('search')}
        </a>
        <a href={localePath(lang, '/favorites')} className="rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50">
          {t('favourites')}
        </a>
      </div>
    </section>
  );
}
