import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { similarProperties } from '@/lib/server/properties/lists';

export const GET = getRoute(endpoints['/api/properties/similar'].query, similarProperties, { notFound: (q) => notFound('property', q.currentId) });
