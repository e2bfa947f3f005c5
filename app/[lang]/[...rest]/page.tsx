import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { NOT_FOUND_HEADER } from '@/lib/i18n/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  const meta = await getTranslations('meta');
  return { title: { absolute: `${t('title')}｜${meta('siteName')}` }, robots: { index: false, follow: true } };
}

/**
 * Any path no route claims. The middleware sends unknown paths here with status 404 and a marker
 * header, and the page renders in full on the server. A path of the route list whose page does not
 * exist reaches here unmarked and gets Next's notFound().
 */
export default async function UnknownPage() {
  if ((await headers()).get(NOT_FOUND_HEADER) !== '1') notFound();
  return <NotFoundView />;
}
