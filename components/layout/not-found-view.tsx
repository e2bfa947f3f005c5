import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { localePath, toLang } from '@/lib/i18n/config';

/** The words of a not-found page: the site's own (`notFound`), or a page's that says more (e.g. `share.notFound`). */
type Words = { title: string; text: string };

/** A not-found page's own title ("Page not found｜site"); Next adds `noindex` to every 404 itself. */
export async function notFoundMetadata(title?: string): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations('notFound'), getTranslations('meta')]);
  return { title: { absolute: `${title ?? t('title')}｜${meta('siteName')}` } };
}

type Props = {
  words?: Words;
  /** Where to go instead: the first is the main way on; site paths, unprefixed. Default: home, then search. */
  links?: { path: string; label: string }[];
  testId?: string;
};

/** The localised not-found page body. */
export async function NotFoundView({ words, links, testId = 'not-found' }: Props = {}) {
  const t = await getTranslations('notFound');
  const lang = toLang(await getLocale());
  const ways = links ?? [
    { path: '/', label: t('home') },
    { path: '/residences/search', label: t('search') },
  ];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center" data-testid={testId}>
      <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{words?.title ?? t('title')}</h1>
      <p className="mt-3 text-slate-600">{words?.text ?? t('text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {ways.map((way, i) => (
          <a
            key={way.path}
            href={localePath(lang, way.path)}
            className={
              i === 0
                ? 'rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700'
                : 'rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50'
            }
          >
            {way.label}
          </a>
        ))}
      </div>
    </section>
  );
}
