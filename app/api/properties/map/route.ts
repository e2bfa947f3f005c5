import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { unknownPlace } from '@/lib/server/places';
import { mapMarkersOf } from '@/lib/server/properties/district-counts';

/** The markers of the results map, for the search query of /api/properties/filter. */
export const GET = getRoute(endpoints['/api/properties/map'].query, mapMarkersOf, { refuse: unknownPlace });
