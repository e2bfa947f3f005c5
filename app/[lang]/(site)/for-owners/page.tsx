import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'owners' });
  return pageMetadata({ lang, path: '/for-owners', title: t('title'), description: t('lead') });
}

/** /for-owners: two tiles, listing a property and the owners' questions. */
export default async function ForOwnersPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('owners');
  const tiles = [
    { href: '/for-owners/create-your-property', title: t('listTitle'), text: t('listText'), testId: 'owners-tile-create' },
    { href: '/for-owners/faqs', title: t('faqTitle'), text: t('faqText'), testId: 'owners-tile-faqs' },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Breadcrumb lang={lang} trail={[{ label: t('title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <a
              href={localePath(lang, tile.href)}
              data-testid={tile.testId}
              className="flex h-full flex-col rounded-xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="text-xl font-bold text-slate-900">{tile.title}</span>
              <span className="mt-2 text-slate-600">{tile.text}</span>
              <span className="mt-4 font-semibold text-brand-700" aria-hidden="true">
                {t('go')} →
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
