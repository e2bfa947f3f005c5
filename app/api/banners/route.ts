import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getBanners } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/banners'].query, (q) => getBanners(q.language, q.cityId));
