import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { generalInformation } from '@/lib/server/company';

export const GET = getRoute(endpoints['/api/generalinformations/get-by-slug-category'].query, (q) => generalInformation(q.categorySlug, q.language));
