import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/lib/api/common';
import { localePath } from '@/lib/i18n/config';
import { shellData } from '@/lib/server/shell';
import { MailIcon, PhoneIcon, SearchIcon } from './icons';

const button =
  'flex size-11 sm:size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-2 ring-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The floating search, phone and email buttons (SPEC §2), with the active city's contacts. */
export async function SupportButtons({ lang }: { lang: Lang }) {
  const t = await getTranslations('support');
  const { support } = await shellData(lang);
  return (
    <nav aria-label={t('label')} data-print="hide" data-testid="support-buttons" className="fixed right-3 bottom-4 z-40 flex flex-col gap-2 sm:right-5 sm:bottom-6">
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
