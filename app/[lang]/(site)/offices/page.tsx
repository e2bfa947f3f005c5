import { notFound } from 'next/navigation';
import { HomePage } from '@/components/home/home-page';
import { homeData } from '@/lib/server/pages/home';
import { OfficeSearch } from '@/components/search/office-search';
import { officeForm } from '@/lib/server/pages/search-form';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'home' });
  return pageMetadata({ lang, path: '/offices', title: t('officeTitle'), description: t('officeLead') });
}

/** `/offices`: the office home. */
export default async function OfficeHome({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  return <HomePage lang={lang} kind="office" data={homeData(lang, 'office')} form={<OfficeSearch form={officeForm({ lang })} />} />;
}
