import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getPartners } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/partners'].query, () => getPartners());
