import { endpoints } from '@/lib/api/endpoints';
import { getRoute } from '@/lib/server/http';
import { getFooterOffices } from '@/lib/server/site';

export const GET = getRoute(endpoints['/api/generalinformations/get-contact-us-no-long-lat'].query, (q) => getFooterOffices(q.language));
