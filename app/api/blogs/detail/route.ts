import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getBlog } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs/detail'].query, (q) => getBlog(q.id, q.language), { notFound: (q) => notFound('blog', q.id) });
