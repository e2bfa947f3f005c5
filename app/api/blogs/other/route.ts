import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { otherPosts } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs/other'].query, otherPosts);
