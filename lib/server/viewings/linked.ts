import 'server-only';
import { getDb } from '../db/client';
import { viewingIdOf } from './links';
import { batchViewings, getViewing, type AgendaViewing } from './manage';

export type LinkedViewing = AgendaViewing & { cancellable: boolean };

/**
 * What a viewing's link opens: that viewing first, then the others asked for with it (one request
 * may name several listings), each saying whether the renter may still cancel it (a request, or a
 * confirmed viewing still to come). Undefined for a link that is not one, or a viewing gone.
 */
export async function viewingsOfLink(token: unknown, language: 'en' | 'ja', now = Date.now()): Promise<LinkedViewing[] | undefined> {
  const id = viewingIdOf(token);
  if (id === undefined) return undefined;
  const db = await getDb();
  const viewing = await getViewing(db, id, language);
  if (!viewing) return undefined;
  const others = (await batchViewings(db, viewing.batchId, language)).filter((v) => v.id !== id);
  return [viewing, ...others].map((v) => ({ ...v, cancellable: v.status === 'requested' || (v.status === 'confirmed' && (v.startsAt?.getTime() ?? 0) > now) }));
}
