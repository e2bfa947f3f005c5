import type { Metadata } from 'next';
import { DetailView } from '@/components/detail/detail-view';
import { detailMetadata, detailPage, type DetailParams, type DetailQuery } from '@/lib/server/pages/detail';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('residence', await params);
}

/** /residence/detail/{id}/{slug}. */
export default async function ResidenceDetailPage({ params, searchParams }: Props) {
  return <DetailView {...await detailPage('residence', await params, await pageQuery(reads, searchParams))} />;
}
