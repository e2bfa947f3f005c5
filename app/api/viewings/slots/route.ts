import { endpoints } from '@/lib/api/endpoints';
import { getRoute, notFound } from '@/lib/server/http';
import { getDb } from '@/lib/server/db/client';
import { freeSlots } from '@/lib/server/viewings/slots';

/** GET: a listing's free viewing slots, Vietnam time; never cached, a slot may go any moment. */
export const dynamic = 'force-dynamic';

export const GET = getRoute(
  endpoints['/api/viewings/slots'].query,
  async (q) => {
    const found = await freeSlots(await getDb(), q.propertyId, { from: q.from, days: q.days });
    if (!found) return null;
    const { agentsBySlot: _agents, ...answer } = found;
    return answer;
  },
  { notFound: (q) => notFound('property', q.propertyId) },
);
