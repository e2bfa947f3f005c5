import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { unknownPlace } from '@/lib/server/places';
import { countProperties } from '@/lib/server/properties/search';

export const GET = getRoute(endpoints['/api/properties/total-unit'].query, countProperties, { refuse: unknownPlace });
