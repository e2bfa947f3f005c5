import type { Metadata } from 'next';
import { DetailView } from '@/components/detail/detail-view';
import { detailMetadata, detailPage, type DetailParams, type DetailQuery } from '@/lib/server/pages/detail';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from '../reads';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('office', await params);
}

/** /office/detail/{id}/{slug}. */
export default async function OfficeDetailPage({ params, searchParams }: Props) {
  return <DetailView {...await detailPage('office', await params, await pageQuery(reads, searchParams))} />;
}
