import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { blogsByCategory } from '@/lib/server/blogs';

export const GET = getRoute(endpoints['/api/blogs/get-by-category'].query, blogsByCategory);
