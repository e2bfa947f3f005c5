import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { listPlaces } from '@/lib/server/places';

/** GET /api/places?city=&kind=&language=: the places a search can measure from. */
export const GET = getRoute(endpoints['/api/places'].query, listPlaces);
