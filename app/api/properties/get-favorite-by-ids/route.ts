import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { propertiesByIds } from '@/lib/server/properties/lists';

export const GET = getRoute(endpoints['/api/properties/get-favorite-by-ids'].query, propertiesByIds);
