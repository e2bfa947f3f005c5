import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { cache } from 'react';
import { RichText } from '@/components/content/rich-text';
import { AreaList } from '@/components/info/area-list';
import { TopicTabs } from '@/components/info/topic-tabs';
import { UsefulSection } from '@/components/info/useful-section';
import type { Lang } from '@/lib/api/lang';
import { formatDay } from '@/lib/format';
import { USEFUL_ITEM_CATEGORY } from '@/lib/info/categories';
import { TOPIC_BASE_PATH, resolveTopic } from '@/lib/info/topics';
import { isLang, localePath, toLocale } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';
import { topicList, topicPost, usefulByCategory } from '@/lib/server/info';
import { SiteImage } from '@/components/ui/site-image';

type Props = { params: Promise<{ lang: string; topic?: string[] }> };

/** The topic whose article carries the area list. */
const AREA_GUIDE = 'area-guide';

/**
 * The topics, the one the address names and its article; shared by the metadata and the page
 * (the segments travel as JSON because `cache` compares its arguments by identity).
 */
const loadTopicOnce = cache(async (lang: Lang, segmentsJson: string) => {
  const topics = await topicList(lang, 999);
  const route = resolveTopic(topics, JSON.parse(segmentsJson) as string[]);
  const post = route.kind === 'topic' && route.topic ? await topicPost(route.topic.id, lang) : null;
  return { topics, route, post };
});
const loadTopic = (lang: Lang, segments: readonly string[]) => loadTopicOnce(lang, JSON.stringify(segments));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, topic = [] } = await params;
  if (!isLang(lang)) return {};
  const { route, post } = await loadTopic(lang, topic);
  if (route.kind !== 'topic') return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'useful.guide' });
  // The base address shows the first topic but stays the guide's own page; each topic's address is its article's.
  const base = route.path === TOPIC_BASE_PATH;
  return pageMetadata({
    lang,
    path: route.path,
    title: base || !post ? t('title') : post.title,
    description: base || !post ? t('lead') : (post.description ?? post.post),
    image: base ? undefined : post?.image,
  });
}

/**
 * /useful-service-apartment and /useful-service-apartment/{topic}: the topic list and the
 * article of the first topic or of the one the address names; an unknown topic goes back to the
 * base address. The area guide also lists the districts of Hanoi and Ho Chi Minh City.
 */
export default async function ServiceApartmentGuidePage({ params }: Props) {
  const { lang, topic = [] } = await params;
  if (!isLang(lang)) notFound();
  setRequestLocale(toLocale(lang));
  const [{ topics, route, post }, t] = await Promise.all([loadTopic(lang, topic), getTranslations('useful.guide')]);
  if (route.kind === 'notFound') notFound();
  if (route.kind === 'redirect') redirect(localePath(lang, route.to));
  const current = route.topic;
  const areas = current?.slug === AREA_GUIDE ? await usefulByCategory(USEFUL_ITEM_CATEGORY.areas, lang) : [];
  const trail = current
    ? [{ label: t('title'), href: localePath(lang, TOPIC_BASE_PATH) }, { label: current.title }]
    : [{ label: t('title') }];

  return (
    <UsefulSection lang={lang} active="guide" trail={trail}>
      {current ? (
        <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-10">
          <aside>
            <p className="px-1 text-sm font-semibold tracking-wide text-slate-600">
              {t('title')}
            </p>
            <div className="mt-2">
              <TopicTabs lang={lang} label={t('topicsLabel')} topics={topics} activeId={current.id} />
            </div>
          </aside>
          <div className="min-w-0">
            {post ? (
              <article data-testid="topic-article" data-slug={current.slug} lang={lang === 'jp' ? 'ja' : 'en'}>
                <header>
                  <h1 className="text-2xl leading-snug font-bold text-slate-900 sm:text-3xl" data-testid="topic-title">
                    {post.title}
                  </h1>
                  <p className="mt-2 text-sm text-slate-600">
                    {t('published')}{' '}
                    <time dateTime={post.publicDate.slice(0, 10)} data-testid="topic-date">
                      {formatDay(post.publicDate, lang)}
                    </time>
                  </p>
                  {post.description && (
                    <p className="mt-4 text-lg leading-relaxed text-slate-700" data-testid="topic-description">
                      {post.description}
                    </p>
                  )}
                </header>
                {post.image && (
                  // The article's picture is the LCP image.
                  <SiteImage
                    file={post.image}
                    base={1280}
                    sizes="(min-width: 1024px) 60vw, calc(100vw - 2rem)"
                    priority
                    className="mt-6 aspect-[16/9] w-full rounded-xl bg-slate-100 object-cover"
                    testId="topic-image"
                  />
                )}
                <RichText html={post.post} className="mt-6 break-words text-slate-800" testId="topic-content" />
              </article>
            ) : (
              <>
                <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{current.title}</h1>
                <p className="mt-4 text-slate-600" data-testid="useful-empty">
                  {t('postEmpty')}
                </p>
              </>
            )}
            <AreaList items={areas} />
          </div>
        </div>
      ) : (
        <div className="max-w-4xl">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-slate-600">{t('lead')}</p>
          <p className="mt-6 text-slate-600" data-testid="useful-empty">
            {t('empty')}
          </p>
        </div>
      )}
    </UsefulSection>
  );
}
