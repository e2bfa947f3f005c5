import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getResidence } from '@/lib/server/properties/detail';

export const GET = getRoute(endpoints['/api/properties/detail'].query, (q) => getResidence(q.id, q.language, q.isPreview), { notFound: (q) => notFound('residence', q.id) });
