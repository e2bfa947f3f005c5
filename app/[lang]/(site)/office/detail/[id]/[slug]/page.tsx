import type { Metadata } from 'next';
import { DetailRoute, detailMetadata, type DetailParams, type DetailQuery } from '@/components/detail/detail-route';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('office', await params);
}

/** SPEC §2 /office/detail/{id}/{slug}. */
export default async function OfficeDetailPage({ params, searchParams }: Props) {
  return <DetailRoute kind="office" params={await params} query={await searchParams} />;
}
