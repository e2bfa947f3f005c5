import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { propertiesByProject } from '@/lib/server/properties/lists';

export const GET = getRoute(endpoints['/api/properties/get-by-project'].query, propertiesByProject);
