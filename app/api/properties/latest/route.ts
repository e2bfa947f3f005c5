import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { latestProperties } from '@/lib/server/properties/lists';

export const GET = getRoute(endpoints['/api/properties/latest'].query, latestProperties);
