import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { isLang, toLocale } from '@/lib/i18n/config';

type Props = { params: Promise<{ lang: string }> };

/** `/offices`: the office home (SPEC §2). */
export default async function OfficeHome({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  return <HomePage lang={lang} kind="office" />;
}
