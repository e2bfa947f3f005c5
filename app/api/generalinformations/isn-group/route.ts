import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { groupCompanyList } from '@/lib/server/company';

export const GET = getRoute(endpoints['/api/generalinformations/isn-group'].query, (q) => groupCompanyList(q.language));
