import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { AccordionPage } from '@/components/info/accordion-page';
import { UsefulSection } from '@/components/info/useful-section';
import { USEFUL_ITEM_CATEGORY } from '@/lib/info/categories';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { usefulByCategory } from '@/lib/server/info';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'useful.tenants' });
  return pageMetadata({ lang, path: '/useful-information-for-tenants', title: t('title'), description: t('lead') });
}

/** /useful-information-for-tenants: the other information for tenants (category 2), one open at a time. */
export default async function TenantsInformationPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, items] = await Promise.all([getTranslations('useful.tenants'), usefulByCategory(USEFUL_ITEM_CATEGORY.tenants, lang)]);
  return (
    <UsefulSection lang={lang} active="tenants" trail={[{ label: t('title') }]}>
      <AccordionPage title={t('title')} lead={t('lead')} empty={t('empty')} items={items} group="tenant-information" testId="tenant-information" />
    </UsefulSection>
  );
}
