import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getProject } from '@/lib/server/projects';

export const GET = getRoute(endpoints['/api/projects/detail'].query, (q) => getProject(q.id, q.language), { notFound: (q) => notFound('project', q.id) });
