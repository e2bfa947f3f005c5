import type { Metadata } from 'next';
import { DetailRoute, detailMetadata, type DetailParams, type DetailQuery } from '@/components/detail/detail-route';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('office', await params);
}

/** SPEC §2 /office/detail/{id}: the slug is optional; the page moves to the slugged address. */
export default async function OfficeDetailNoSlugPage({ params, searchParams }: Props) {
  return <DetailRoute kind="office" params={await params} query={await searchParams} />;
}
