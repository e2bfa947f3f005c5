import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { topicList } from '@/lib/server/info';

export const GET = getRoute(endpoints['/api/usefulinformation/topics'].query, (q) => topicList(q.language, q.takeNumber));
