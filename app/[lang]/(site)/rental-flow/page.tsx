import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { RichText } from '@/components/content/rich-text';
import { UsefulSection } from '@/components/info/useful-section';
import { USEFUL_ITEM_CATEGORY } from '@/lib/info/categories';
import { stepTitle } from '@/lib/info/steps';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { usefulByCategory } from '@/lib/server/info';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'useful.flow' });
  return pageMetadata({ lang, path: '/rental-flow', title: t('title'), description: t('lead') });
}

/** /rental-flow: the steps of a rental (category 3), numbered in their stored order. */
export default async function RentalFlowPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, steps] = await Promise.all([getTranslations('useful.flow'), usefulByCategory(USEFUL_ITEM_CATEGORY.flow, lang)]);
  return (
    <UsefulSection lang={lang} active="flow" trail={[{ label: t('title') }]}>
      <div className="max-w-4xl">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-600">{t('lead')}</p>
        {steps.length ? (
          <ol className="mt-8" data-testid="rental-flow">
            {steps.map((step, i) => (
              <li key={step.id} className="relative flex gap-4 pb-8 last:pb-0" data-testid="rental-step">
                {i < steps.length - 1 && <span aria-hidden="true" className="absolute top-16 bottom-0 left-[calc(2rem-1px)] w-0.5 bg-brand-100" />}
                <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-center text-xs font-bold whitespace-nowrap text-white">
                  {t('step', { number: i + 1 })}
                </span>
                <div className="min-w-0 pt-4">
                  <h2 className="text-lg font-bold text-slate-900" data-testid="rental-step-title">
                    {stepTitle(step.name)}
                  </h2>
                  <RichText html={step.description} className="mt-1 text-slate-700" />
                </div>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-8 text-slate-600" data-testid="useful-empty">
            {t('empty')}
          </p>
        )}
      </div>
    </UsefulSection>
  );
}
