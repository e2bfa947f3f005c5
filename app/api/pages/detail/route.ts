import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getPage } from '@/lib/server/company';

export const GET = getRoute(endpoints['/api/pages/detail'].query, (q) => getPage(q.slug, q.language), { notFound: (q) => notFound('page', q.slug) });
