import { getTranslations } from '@/lib/i18n/translations';
import type { Lang } from '@/lib/api/common';
import { localePath } from '@/lib/i18n/config';
import type { ShellData } from '@/lib/server/shell';
import { MailIcon, PhoneIcon, SearchIcon } from './icons';

// 44 px tall at every width (WCAG 2.5.5). The focus ring is white inside a dark outline: one of the
// two stands out on the white strip and on a hovered button alike (WCAG 2.4.7, 1.4.11).
/** A button of the strip (app/globals.css, components layer). */
const button = 'strip-button';

/**
 * The search, phone and email buttons, with the active city's contacts and the search
 * starting from the city chosen in the header. They sit in an opaque strip along the bottom edge
 * of the window rather than floating over the page, so they never cover a control or a value:
 * like the sticky header, the strip is a frame the page scrolls behind. The page keeps
 * its height free at its end (the footer's bottom padding) and scrolls focus above it
 * (scroll-padding-bottom), both from --support-buttons (globals.css). On a detail page below `lg`
 * the detail's own contact bar takes the strip's place (components/detail/contact-bar.tsx).
 *
 * A page about one city's homes (a listing, a shared list) renders its own strip with that city's
 * office (`page`, through components/layout/city-support.tsx), which takes the layout's place
 * (globals.css): a renter looking at a flat in Ho Chi Minh City calls that office, whatever city the
 * header was left on.
 */
export async function SupportButtons({ lang, shell: { support, city }, page = false }: { lang: Lang; shell: Pick<ShellData, 'support' | 'city'>; page?: boolean }) {
  const t = await getTranslations('support');
  const search = localePath(lang, '/residences/search') + (city ? `?cityId=${city.cityId}` : '');
  return (
    <nav aria-label={t('label')} data-print="hide" data-testid="support-buttons" data-page-support={page ? '' : undefined} className="support-strip">
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-end gap-2 px-3 sm:px-4">
        <a href={search} className={`${button} max-md:flex-1`} aria-label={t('search')} data-testid="support-search">
          <SearchIcon className="size-5 shrink-0" />
          <span className="md:hidden">{t('searchShort')}</span>
          <span className="max-md:hidden">{t('search')}</span>
        </a>
        {support && (
          <>
            <a
              href={`tel:${support.phone1.replace(/[^\d+]/g, '')}`}
              className={`${button} max-md:flex-1`}
              aria-label={t('phone', { phone: support.phone1 })}
              title={support.phone1}
            >
              <PhoneIcon className="size-5 shrink-0" />
              <span className="md:hidden">{t('phoneShort')}</span>
              <span className="max-md:hidden">{support.phone1}</span>
            </a>
            <a
              href={`mailto:${support.emailSupport1}`}
              className={`${button} max-md:flex-1`}
              aria-label={t('email', { email: support.emailSupport1 })}
              title={support.emailSupport1}
            >
              <MailIcon className="size-5 shrink-0" />
              <span className="md:hidden">{t('emailShort')}</span>
              <span className="max-md:hidden">{support.emailSupport1}</span>
            </a>
          </>
        )}
      </div>
    </nav>
  );
}
