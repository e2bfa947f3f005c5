import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { homeData } from '@/lib/server/pages/home';
import { ResidenceSearch } from '@/components/search/residence-search';
import { residenceForm } from '@/lib/server/pages/search-form';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props) {
  const { lang } = await params;
  return isLang(lang) ? pageMetadata({ lang, path: '/' }) : {};
}

/** `/`: the residence home. */
export default async function ResidenceHome({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  return <HomePage lang={lang} kind="residence" data={homeData(lang, 'residence')} form={<ResidenceSearch form={residenceForm({ lang })} />} />;
}
