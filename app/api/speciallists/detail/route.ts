import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getSpecialList } from '@/lib/server/special-lists';

export const GET = getRoute(endpoints['/api/speciallists/detail'].query, (q) => getSpecialList(q.specialId, q.language), { notFound: (q) => notFound('special list', q.specialId) });
