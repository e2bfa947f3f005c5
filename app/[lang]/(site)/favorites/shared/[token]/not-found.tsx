import type { Metadata } from 'next';
import { getTranslations } from '@/lib/i18n/translations';
import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

/** Its own title, in the page's language; Next adds `noindex` to every 404 itself. */
export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata((await getTranslations('share.notFound'))('title'));
}

/** A shared list whose link expired or was mistyped: says so, and where to go instead. */
export default async function SharedListNotFound() {
  const t = await getTranslations('share.notFound');
  return (
    <NotFoundView
      words={{ title: t('title'), text: t('text') }}
      links={[
        { path: '/residences/search', label: t('search') },
        { path: '/favorites', label: t('favourites') },
      ]}
      testId="shared-not-found"
    />
  );
}
