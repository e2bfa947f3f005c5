import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { newsReleases } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs'].query, newsReleases);
