import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getContactMarkers } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/generalinformations/get-contact-us'].query, (q) => getContactMarkers(q.language));
