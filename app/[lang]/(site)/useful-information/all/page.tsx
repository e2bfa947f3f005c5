import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { PreviewCard } from '@/components/info/preview-card';
import { UsefulTiles } from '@/components/info/useful-tiles';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { USEFUL_CATEGORIES, USEFUL_INDEX_PATH, USEFUL_ITEM_CATEGORY, type UsefulCategoryKey } from '@/lib/info/categories';
import { stepTitle } from '@/lib/info/steps';
import { topicPath } from '@/lib/info/topics';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { topicList, usefulByCategory } from '@/lib/server/info';

type Props = { params: Promise<{ lang: string }> };

/** How many items of a long category the index previews. */
const PREVIEW_COUNT = 4;

const linkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!isLang(lang)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'useful' });
  return pageMetadata({ lang, path: USEFUL_INDEX_PATH, title: t('title'), description: t('metaDescription') });
}

/**
 * /useful-information/all: the section's index. The five category tiles and, for each
 * category, a preview of what it holds: the guide's topics, the first questions and tips, the
 * rental steps.
 */
export default async function UsefulInformationPage({ params }: Props) {
  const { lang } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [t, topics, tenants, flow, faqs] = await Promise.all([
    getTranslations('useful'),
    topicList(lang, 999),
    usefulByCategory(USEFUL_ITEM_CATEGORY.tenants, lang),
    usefulByCategory(USEFUL_ITEM_CATEGORY.flow, lang),
    usefulByCategory(USEFUL_ITEM_CATEGORY.faq, lang),
  ]);
  const path = (key: UsefulCategoryKey) => localePath(lang, USEFUL_CATEGORIES.find((c) => c.key === key)?.path ?? USEFUL_INDEX_PATH);
  const card = (key: UsefulCategoryKey) => ({ id: key, title: t(`tiles.${key}.title`), more: { href: path(key), label: t(`index.more.${key}`) } });

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8" data-testid="useful-page" data-category="index">
      <Breadcrumb lang={lang} trail={[{ label: t('title') }]} />
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">{t('lead')}</p>
      <div className="mt-6">
        <UsefulTiles lang={lang} active={null} />
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <PreviewCard {...card('guide')} text={topics.length ? t('index.topicsText') : t('guide.empty')}>
          {topics.length > 0 && (
            <ul className="list-disc space-y-1.5 pl-5 text-slate-700" data-testid="preview-topics">
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a href={localePath(lang, topicPath(topic.slug))} className={linkClass}>
                    {topic.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <PreviewCard {...card('faq')} text={faqs.length ? t('index.faqText') : t('faq.empty')}>
          {faqs.length > 0 && (
            <ul className="list-disc space-y-1.5 pl-5 text-slate-700" data-testid="preview-faq">
              {faqs.slice(0, PREVIEW_COUNT).map((faq) => (
                <li key={faq.id}>
                  <a href={path('faq')} className={linkClass}>
                    {faq.name}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <PreviewCard {...card('flow')} text={flow.length ? t('index.flowText') : t('flow.empty')}>
          {flow.length > 0 && (
            <ol className="list-decimal space-y-1 pl-6 text-slate-700 marker:font-semibold marker:text-brand-700" data-testid="preview-flow">
              {flow.map((step) => (
                <li key={step.id}>{stepTitle(step.name)}</li>
              ))}
            </ol>
          )}
        </PreviewCard>

        <PreviewCard {...card('tenants')} text={tenants.length ? t('index.tenantsText') : t('tenants.empty')}>
          {tenants.length > 0 && (
            <ul className="list-disc space-y-1 pl-5 text-slate-700" data-testid="preview-tenants">
              {tenants.slice(0, PREVIEW_COUNT).map((item) => (
                <li key={item.id}>{item.name}</li>
              ))}
            </ul>
          )}
        </PreviewCard>

        <div className="lg:col-span-2">
          <PreviewCard {...card('support')} text={t('index.supportText')} />
        </div>
      </div>
    </div>
  );
}
