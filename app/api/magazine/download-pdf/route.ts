import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getMagazines } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/magazine/download-pdf'].query, (q) => getMagazines(q.language));
