import { NotFoundView } from '@/components/layout/not-found-view';

/** notFound() inside a page (an unknown slug or id): the same localised page. */
export default function NotFound() {
  return <NotFoundView />;
}
