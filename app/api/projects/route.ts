import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { listProjects } from '@/lib/server/projects';

export const GET = getRoute(endpoints['/api/projects'].query, listProjects);
