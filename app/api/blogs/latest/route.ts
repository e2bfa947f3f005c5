import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { latestBlogs } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs/latest'].query, latestBlogs);
