import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getSpecialListProperties } from '@/lib/server/special-lists';

export const GET = getRoute(endpoints['/api/speciallists/properties'].query, getSpecialListProperties, { notFound: (q) => notFound('special list', q.specialId) });
