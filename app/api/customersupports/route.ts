import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getCustomerSupport } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/customersupports'].query, (q) => getCustomerSupport(q.cityId), { notFound: (q) => notFound('city', q.cityId) });
