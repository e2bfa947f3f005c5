import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { topicPost } from '@/lib/server/info';

export const GET = getRoute(endpoints['/api/usefulinformation/post'].query, (q) => topicPost(q.id, q.language), { notFound: (q) => notFound('topic', q.id) });
