import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getOffice } from '@/lib/server/properties/detail';

export const GET = getRoute(endpoints['/api/properties/offices/detail'].query, (q) => getOffice(q.id, q.language, q.isPreview), { notFound: (q) => notFound('office', q.id) });
