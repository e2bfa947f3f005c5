import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { unknownPlace } from '@/lib/server/places';
import { searchProperties } from '@/lib/server/properties/search';

export const GET = getRoute(endpoints['/api/properties/filter'].query, searchProperties, { refuse: unknownPlace });
