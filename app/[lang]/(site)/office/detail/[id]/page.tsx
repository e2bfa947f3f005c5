import type { Metadata } from 'next';
import { DetailView } from '@/components/detail/detail-view';
import { detailMetadata, detailPage, type DetailParams, type DetailQuery } from '@/lib/server/pages/detail';
import { pageQuery } from '@/lib/cache/page-reads';
import { reads } from './reads';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('office', await params);
}

/** /office/detail/{id}: the slug is optional; the page moves to the slugged address. */
export default async function OfficeDetailNoSlugPage({ params, searchParams }: Props) {
  return <DetailView {...await detailPage('office', await params, await pageQuery(reads, searchParams))} />;
}
