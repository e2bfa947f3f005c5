import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getTranslations } from '@/lib/i18n/translations';
import { FocusOnArrival } from '@/components/ui/focus-on-arrival.client';
import { isLang, localePath, toLocale, type Lang } from '@/lib/i18n/config';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ lang: string; type: string }> };

/** The thank-you pages a form leads to, by type. */
const NOTICES = {
  'contact-us': { title: 'contactTitle', text: 'contactText' },
  subscribe: { title: 'subscribeTitle', text: 'subscribeText' },
  // Where the newsletter's mail links land (lib/server/submissions/newsletter-links.ts).
  'subscribe-confirmed': { title: 'confirmedTitle', text: 'confirmedText' },
  'subscribe-invalid': { title: 'invalidTitle', text: 'invalidText' },
  'subscribe-expired': { title: 'expiredTitle', text: 'expiredText' },
  unsubscribed: { title: 'unsubscribedTitle', text: 'unsubscribedText' },
} as const;
type NoticeType = keyof typeof NOTICES;

function isNotice(type: string): type is NoticeType {
  return Object.hasOwn(NOTICES, type);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, type } = await params;
  if (!isLang(lang) || !isNotice(type)) return {};
  const t = await getTranslations({ locale: toLocale(lang), namespace: 'notification' });
  // A page reached only after sending a form: nothing for search engines.
  return pageMetadata({ lang, path: `/notification/${type}`, title: t(NOTICES[type].title), description: t(NOTICES[type].text), noindex: true });
}

/**
 * /notification/{type}: contact-us thanks for an inquiry, subscribe for a newsletter
 * sign-up (and asks to confirm it), the others answer the newsletter's confirmation and
 * unsubscribe links; any other type goes to the language's home page.
 */
export default async function NotificationPage({ params }: Props) {
  const { lang, type } = await params;
  if (!isLang(lang)) notFound();
  if (!isNotice(type)) redirect(localePath(lang as Lang, '/'));
  setRequestLocale(toLocale(lang));
  const t = await getTranslations('notification');
  const notice = NOTICES[type];
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24" data-testid={`notification-${type}`}>
      <svg viewBox="0 0 24 24" className="h-16 w-16 text-brand-600" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="currentColor" opacity="0.12" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {/* A form's success lands here: the heading takes focus, so a keyboard or screen-reader user starts from the thanks. */}
      <FocusOnArrival className="mt-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t(notice.title)}</FocusOnArrival>
      <p className="mt-4 max-w-xl text-slate-700" data-testid="notification-text">
        {t(notice.text)}
      </p>
      <a
        href={localePath(lang, '/')}
        className="mt-8 inline-flex h-11 items-center rounded-md bg-brand-600 px-6 text-sm font-semibold text-white no-underline hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="notification-home"
      >
        {t('home')}
      </a>
      {/* After an inquiry the renter usually goes on looking: the searches and the lists they keep. */}
      {type === 'contact-us' && (
        <nav aria-label={t('nextLabel')} className="mt-6" data-testid="notification-next">
          <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 text-sm">
            {NEXT_LINKS.map((l) => (
              <li key={l.href}>
                <a href={localePath(lang, l.href)} className="inline-flex min-h-11 items-center px-2 font-medium text-brand-700 underline hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600">
                  {t(l.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Where the contact thanks lead on, besides the home page. */
const NEXT_LINKS = [
  { href: '/residences/search', label: 'nextResidences' },
  { href: '/offices/search', label: 'nextOffices' },
  { href: '/favorites', label: 'nextFavourites' },
  { href: '/histories', label: 'nextHistory' },
] as const;
