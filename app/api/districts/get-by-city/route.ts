import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getDistricts } from '@/lib/server/locations';

export const GET = getRoute(endpoints['/api/districts/get-by-city'].query, (q) => getDistricts(q.cityId, q.language), { notFound: (q) => notFound('city', q.cityId) });
