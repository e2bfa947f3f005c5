import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { listBuildings } from '@/lib/server/projects';

export const GET = getRoute(endpoints['/api/projects/get-by-city-district'].query, listBuildings);
