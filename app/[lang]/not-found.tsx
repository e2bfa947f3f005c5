import { NotFoundView, notFoundMetadata } from '@/components/layout/not-found-view';

/** Its title, in the page's language: without it a 404 is titled with the site's name alone. */
export const generateMetadata = () => notFoundMetadata();

/** notFound() inside a page (an unknown slug or id): the same localised page. */
export default function NotFound() {
  return <NotFoundView />;
}
