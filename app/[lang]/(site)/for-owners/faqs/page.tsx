import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { Accordion } from '@/components/content/accordion';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { generalInformation } from '@/lib/server/company';

type Props = { params: Promise<{ lang: string }> };

/** The owners' questions live under this general-information slug. */
const OWNER_FAQ_SLUG = 'faqs-for-owners';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'owners' });
  return pageMetadata({ lang, path: '/for-owners/faqs', title: t('faqTitle'), description: t('faqText') });
}

/** /for-owners/faqs: the owners' questions, one answer open at a time. */
export default async function OwnerFaqsPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, faqs] = await Promise.all([getTranslations('owners'), generalInformation(OWNER_FAQ_SLUG, lang)]);
  const items = faqs.filter((f) => f.name).map((f) => ({ id: f.id, question: f.name ?? '', answer: f.description }));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumb lang={lang} trail={[{ label: t('title'), href: localePath(lang, '/for-owners') }, { label: t('faqTitle') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('faqTitle')}</h1>
      <p className="mt-2 text-slate-600">{t('faqText')}</p>
      <div className="mt-8">
        {items.length ? <Accordion items={items} group="owner-faqs" testId="owner-faqs" /> : <p className="text-slate-600">{t('faqEmpty')}</p>}
      </div>
      <p className="mt-8">
        <a href={localePath(lang, '/for-owners/create-your-property')} className="inline-flex h-11 items-center rounded-md bg-brand-600 px-6 text-sm font-semibold text-white hover:bg-brand-700">
          {t('listTitle')}
        </a>
      </p>
    </div>
  );
}
