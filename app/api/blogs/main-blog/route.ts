import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { mainBlogs } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs/main-blog'].query, mainBlogs);
