import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getCities } from '@/lib/server/locations';

export const GET = getRoute(endpoints['/api/cities'].query, (q) => getCities(q.language));
