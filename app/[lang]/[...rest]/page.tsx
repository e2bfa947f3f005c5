import { notFound } from 'next/navigation';
import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';
import { NOT_FOUND_HEADER } from '@/lib/cache/page-reads';
import { siteHeader } from '@/lib/server/site-request';

export const generateMetadata = () => notFoundMetadata();

/**
 * Any path no route claims. The middleware sends unknown paths here with status 404 and a marker
 * header, and the page renders in full on the server. A path of the route list whose page does not
 * exist reaches here unmarked and gets Next's notFound().
 */
export default async function UnknownPage() {
  if ((await siteHeader(NOT_FOUND_HEADER)) !== '1') notFound();
  return <NotFoundView />;
}
