import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getOffice } from '@/lib/server/properties/detail';
import { previewAllowed } from '@/lib/server/staff/preview';

export const GET = getRoute(
  endpoints['/api/properties/offices/detail'].query,
  async (q, req) => getOffice(q.id, q.language, await previewAllowed(q.isPreview, req)),
  { notFound: (q) => notFound('office', q.id) },
);
