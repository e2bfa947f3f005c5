import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { usefulByCategory } from '@/lib/server/info';

export const GET = getRoute(endpoints['/api/usefulinformation/get-by-category'].query, (q) => usefulByCategory(q.category, q.language));
