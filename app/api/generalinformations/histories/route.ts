import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { historyList } from '@/lib/server/company';

export const GET = getRoute(endpoints['/api/generalinformations/histories'].query, (q) => historyList(q.language));
