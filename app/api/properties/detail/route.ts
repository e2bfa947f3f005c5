import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getResidence } from '@/lib/server/properties/detail';
import { previewAllowed } from '@/lib/server/staff/preview';

export const GET = getRoute(
  endpoints['/api/properties/detail'].query,
  async (q, req) => getResidence(q.id, q.language, await previewAllowed(q.isPreview, req)),
  { notFound: (q) => notFound('residence', q.id) },
);
