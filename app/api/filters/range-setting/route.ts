import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getRangeSettings } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/filters/range-setting'].query, () => getRangeSettings());
