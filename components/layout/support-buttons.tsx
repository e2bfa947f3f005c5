import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/api/common';
import { localePath } from '@/lib/i18n/config';
import { shellData } from '@/lib/server/shell';
import { MailIcon, PhoneIcon, SearchIcon } from './icons';

// The focus ring is white inside a dark outline: one of the two stands out on the white page and on
// the dark footer alike (WCAG 2.4.7, 1.4.11).
const button =
  'flex size-11 sm:size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-2 ring-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ink';

/**
 * The floating search, phone and email buttons (SPEC §2), with the active city's contacts. A row in
 * the bottom right corner, as low as it can sit: the page keeps that strip free at its end (the
 * footer's bottom padding) and scrolls focus above it (scroll-padding-bottom, globals.css), so the
 * buttons never hide a focused control (WCAG 2.4.11).
 */
export async function SupportButtons({ lang }: { lang: Lang }) {
  const t = await getTranslations('support');
  const { support } = await shellData(lang);
  return (
    <nav aria-label={t('label')} data-print="hide" data-testid="support-buttons" className="fixed right-3 bottom-3 z-40 flex gap-2 sm:right-5 sm:bottom-4">
      <a href={localePath(lang, '/residences/search')} className={button} aria-label={t('search')} title={t('search')}>
        <SearchIcon />
      </a>
      {support && (
        <>
          <a href={`tel:${support.phone1.replace(/[^\d+]/g, '')}`} className={button} aria-label={t('phone', { phone: support.phone1 })} title={support.phone1}>
            <PhoneIcon />
          </a>
          <a href={`mailto:${support.emailSupport1}`} className={button} aria-label={t('email', { email: support.emailSupport1 })} title={support.emailSupport1}>
            <MailIcon />
          </a>
        </>
      )}
    </nav>
  );
}
