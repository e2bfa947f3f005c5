import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getFilters } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/filters'].query, (q) => getFilters(q.language));
