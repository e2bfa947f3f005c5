import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getDefaultLocation } from '@/lib/server/locations';

export const GET = getRoute(endpoints['/api/locations/get-location'].query, (q) => getDefaultLocation(q.language, q.lon, q.lat), { notFound: () => notFound('location') });
