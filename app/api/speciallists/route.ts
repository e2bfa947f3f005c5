import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { listSpecialLists } from '@/lib/server/special-lists';

export const GET = getRoute(endpoints['/api/speciallists'].query, listSpecialLists);
