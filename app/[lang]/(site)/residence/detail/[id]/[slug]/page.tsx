import type { Metadata } from 'next';
import { DetailRoute, detailMetadata, type DetailParams, type DetailQuery } from '@/components/detail/detail-route';

type Props = { params: Promise<DetailParams>; searchParams: Promise<DetailQuery> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return detailMetadata('residence', await params);
}

/** SPEC §2 /residence/detail/{id}/{slug}. */
export default async function ResidenceDetailPage({ params, searchParams }: Props) {
  return <DetailRoute kind="residence" params={await params} query={await searchParams} />;
}
