import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { AccordionPage } from '@/components/info/accordion-page';
import { UsefulSection } from '@/components/info/useful-section';
import { jsonLdText } from '@/lib/detail/json-ld';
import { USEFUL_ITEM_CATEGORY } from '@/lib/info/categories';
import { faqPageJsonLd } from '@/lib/info/faq-json-ld';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { usefulByCategory } from '@/lib/server/info';
import { settings } from '@/lib/server/settings';

type Props = { params: Promise<{ lang: string }> };

const PATH = '/faq';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'useful.faq' });
  return pageMetadata({ lang, path: PATH, title: t('title'), description: t('lead') });
}

/** /faq: the tenants' questions (category 1), one answer open at a time, with FAQPage structured data. */
export default async function FaqPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  const locale = toLocale(lang);
  setRequestLocale(locale);
  const [t, faqs] = await Promise.all([getTranslations('useful.faq'), usefulByCategory(USEFUL_ITEM_CATEGORY.faq, lang)]);
  const items = faqs.map((f) => ({ id: f.id, question: f.name, answer: f.description }));
  const ld = faqPageJsonLd(items, { url: pageUrl(settings().SITE_URL, lang, PATH), name: t('title'), inLanguage: locale });
  return (
    <UsefulSection lang={lang} active="faq" trail={[{ label: t('title') }]}>
      {items.length > 0 && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(ld) }} />}
      <AccordionPage title={t('title')} lead={t('lead')} empty={t('empty')} items={faqs} group="tenant-faq" testId="tenant-faq" />
    </UsefulSection>
  );
}
