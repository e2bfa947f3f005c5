import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import type { ReactNode } from 'react';
import { CompanyShell } from '@/components/about/company-shell';
import { TeamCarousel } from '@/components/about/team-carousel.client';
import type { Lang } from '@/lib/api/lang';
import { chronological, firstFeatures, groupServices, isCompanyPage, paragraphs, videoIdFrom, withoutLink, type CompanyPage } from '@/lib/about/pages';
import { jsonLdText } from '@/lib/detail/json-ld';
import { SiteImage } from '@/components/ui/site-image';
import { imageUrl } from '@/lib/format';
import { isLang, toLocale } from '@/lib/i18n/config';
import { pageMetadata, pageUrl } from '@/lib/seo/metadata';
import { settings } from '@/lib/server/settings';
import { generalInformation, groupCompanyList, historyList } from '@/lib/server/company';

type Props = { params: Promise<{ lang: string; page: string }> };
type Item = { id: number; name: string | null; description: string | null; image: string | null };
type T = Awaited<ReturnType<typeof getTranslations<'about'>>>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, page } = await params;
  if (!isLang(lang) || !isCompanyPage(page)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'about' });
  return pageMetadata({
    lang,
    path: `/about-isn/${page}`,
    title: t(`pages.${page}.title`),
    description: t(`pages.${page}.text`),
    noindex: page === 'preparation-page',
  });
}

const prose = 'text-slate-700 leading-relaxed';

function Empty({ t }: { t: T }) {
  return <p className="text-slate-600">{t('empty')}</p>;
}

function Cards({ items, numbered = false }: { items: Item[]; numbered?: boolean }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2" data-testid="company-items">
      {items.map((item, i) => (
        <li key={item.id} className="rounded-xl border border-slate-200 p-5" data-testid="company-item">
          <h2 className="flex items-baseline gap-2 font-semibold text-slate-900">
            {numbered && <span className="text-brand-700">{String(i + 1).padStart(2, '0')}</span>}
            {item.name}
          </h2>
          {item.description && <p className={`mt-2 text-sm ${prose}`}>{item.description}</p>}
        </li>
      ))}
    </ol>
  );
}

async function Profile({ lang, items, t }: { lang: Lang; items: Item[]; t: T }) {
  if (!items.length) return <Empty t={t} />;
  const name = items[0]?.description ?? '';
  const org = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: pageUrl(settings().SITE_URL, lang, '/about-isn/company-profile'),
    description: t('metaDescription'),
  };
  return (
    <>
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="company-profile">
        {items.map((item) => (
          <div key={item.id} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <dt className="font-semibold text-slate-900">{item.name}</dt>
            <dd className={prose}>{item.description}</dd>
          </div>
        ))}
      </dl>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(org) }} />
    </>
  );
}

async function content(page: CompanyPage, lang: Lang, t: T): Promise<ReactNode> {
  switch (page) {
    case 'group-companies': {
      const companies = await groupCompanyList(lang);
      if (!companies.length) return <Empty t={t} />;
      return (
        <ul className="grid gap-4" data-testid="group-companies">
          {companies.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 p-5" data-testid="group-company">
              <h2 className="text-lg font-semibold text-slate-900">{c.name}</h2>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
                {c.website && (
                  <>
                    <dt className="font-medium text-slate-600">{t('group.website')}</dt>
                    <dd>
                      <a href={c.website} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline" data-testid="group-website">
                        {c.website.replace(/^https?:\/\//, '')}
                        <span className="sr-only"> {t('group.newTab')}</span>
                      </a>
                    </dd>
                  </>
                )}
                {c.established && (
                  <>
                    <dt className="font-medium text-slate-600">{t('group.established')}</dt>
                    <dd className="text-slate-800">{c.established}</dd>
                  </>
                )}
                {c.office && (
                  <>
                    <dt className="font-medium text-slate-600">{t('group.office')}</dt>
                    <dd className="text-slate-800">{c.office}</dd>
                  </>
                )}
                {c.bussiness && (
                  <>
                    <dt className="font-medium text-slate-600">{t('group.business')}</dt>
                    <dd className="text-slate-800">{c.bussiness}</dd>
                  </>
                )}
              </dl>
            </li>
          ))}
        </ul>
      );
    }
    case 'history': {
      const entries = chronological(await historyList(lang));
      if (!entries.length) return <Empty t={t} />;
      const monthYear = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'ja-JP', { year: 'numeric', month: 'long', timeZone: 'UTC' });
      return (
        <ol className="relative border-l-2 border-brand-200 pl-6" data-testid="history">
          {entries.map((e) => (
            <li key={e.id} className="relative pb-6 last:pb-0" data-testid="history-entry" data-year={e.year}>
              <span aria-hidden="true" className="absolute top-1.5 -left-[1.95rem] size-3 rounded-full bg-brand-600 ring-4 ring-white" />
              <p className="text-sm font-bold text-brand-700">{monthYear.format(Date.UTC(e.year, Math.max(0, e.month - 1)))}</p>
              <p className="mt-1 text-slate-800">{e.name}</p>
            </li>
          ))}
        </ol>
      );
    }
    default:
      break;
  }
  const items: Item[] = await generalInformation(page, lang);
  if (!items.length && page === 'preparation-page') {
    // Nothing stored: the member page's wording says the same.
    const tm = await getTranslations('member');
    items.push({ id: 0, name: tm('title'), description: tm('text'), image: null });
  }
  if (!items.length) return <Empty t={t} />;
  switch (page) {
    case 'company-profile':
      return <Profile lang={lang} items={items} t={t} />;
    case 'our-company-feature':
      return <Cards items={firstFeatures(items)} numbered />;
    case 'company-philosophy':
      return <Cards items={items} />;
    case 'meet-our-team':
      return (
        <TeamCarousel
          members={items.map((m) => ({ id: m.id, name: m.name ?? '', description: m.description, image: m.image, src: m.image ? imageUrl(m.image, 640) : null }))}
          labels={{ label: t('team.label'), previous: t('team.previous'), next: t('team.next'), pause: t('team.pause'), play: t('team.play'), slide: t.raw('team.slide') as string }}
        />
      );
    case 'mess-from-rep': {
      const rep = items[0];
      return (
        <article className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)]" data-testid="rep-message">
          {rep.image && <SiteImage file={rep.image} sizes="(min-width: 768px) 16rem, calc(100vw - 2rem)" alt={rep.name ?? ''} width={640} height={480} eager className="aspect-[4/5] w-full rounded-xl bg-slate-100 object-cover" />}
          <div>
            {paragraphs(rep.description).map((p, i) => (
              <p key={i} className={`${prose} mb-4`}>
                {p}
              </p>
            ))}
            <p className="mt-6 text-right font-semibold text-slate-900">{rep.name}</p>
          </div>
        </article>
      );
    }
    case 'our-main-services': {
      const groups = groupServices(items);
      return (
        <div className="space-y-8" data-testid="services">
          {(['brokerage', 'management', 'other'] as const)
            .filter((key) => groups[key].length)
            .map((key) => (
              <section key={key} aria-labelledby={`services-${key}`} data-testid={`services-${key}`}>
                <h2 id={`services-${key}`} className="mb-3 border-l-4 border-brand-600 pl-3 text-xl font-bold text-slate-900">
                  {t(`services.${key}`)}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {groups[key].map((s) => (
                    <li key={s.id} className="rounded-xl border border-slate-200 p-5" data-testid="service">
                      <h3 className="font-semibold text-slate-900">{s.name}</h3>
                      {s.description && <p className={`mt-2 text-sm ${prose}`}>{s.description}</p>}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
        </div>
      );
    }
    case 'why-choose-us': {
      const [first, ...reasons] = items;
      const id = videoIdFrom(first.description);
      return (
        <div className="space-y-8">
          <section aria-labelledby="why-intro" data-testid="why-intro">
            <h2 id="why-intro" className="text-xl font-bold text-slate-900">
              {first.name}
            </h2>
            {withoutLink(first.description) && <p className={`mt-2 ${prose}`}>{withoutLink(first.description)}</p>}
            {id && (
              <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-slate-900">
                <iframe
                  src={`https://www.youtube-nocookie.com/embed/${id}`}
                  title={t('video')}
                  loading="lazy"
                  allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                  allowFullScreen
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="size-full"
                  data-testid="why-video"
                />
              </div>
            )}
          </section>
          {reasons.length > 0 && (
            <section aria-labelledby="why-reasons">
              <h2 id="why-reasons" className="mb-4 text-xl font-bold text-slate-900">
                {t('reasons')}
              </h2>
              <Cards items={reasons} numbered />
            </section>
          )}
        </div>
      );
    }
    case 'preparation-page': {
      const prep = items[0];
      return (
        <div className="rounded-xl bg-slate-50 p-8 text-center" data-testid="preparation">
          <p className="text-lg font-semibold text-slate-900">{prep.name}</p>
          <p className="mt-2 text-slate-600">{prep.description}</p>
        </div>
      );
    }
    default:
      return <Cards items={items} />;
  }
}

/** /about-isn/{page}: the company pages, each from its stored items in the page's language. */
export default async function CompanySubPage({ params }: Props) {
  const { lang, page } = await params;
  if (!isLang(lang) || !isCompanyPage(page)) notFound();
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('about');
  return (
    <CompanyShell lang={lang} page={page}>
      {await content(page, lang, t)}
    </CompanyShell>
  );
}
