import 'server-only';
import type { Lang } from '@/lib/api/lang';
import { localePath } from '@/lib/i18n/config';
import { getDb } from '@/lib/server/db/client';
import { formGuard } from '@/lib/server/form-guard';
import { cardsByIds } from '@/lib/server/properties/cards';
import { readDraft, readSent } from '@/lib/server/viewings/booking-page';
import { freeSlots } from '@/lib/server/viewings/slots';
import { detailPath } from './detail-model';

/**
 * What a listing's booking page shows: the listing, its free slots of the booking window, the form
 * token, and what its last post brought back (a refused post's values and problems, or what was
 * stored). Undefined for a listing the site does not have.
 */
export async function viewingBookingData(lang: Lang, propertyId: number, query: { draft?: unknown; sent?: unknown }) {
  const db = await getDb();
  const [[card], found, guard] = await Promise.all([cardsByIds(db, [propertyId], lang), freeSlots(db, propertyId), formGuard()]);
  if (!card || !found) return undefined;
  const { agentsBySlot: _agents, ...slots } = found;
  return {
    listing: { id: card.id, name: card.name, code: card.propertyId, href: localePath(lang, detailPath(card.propertyType === 2 ? 'office' : 'residence', card.id, card.slug)) },
    slots,
    guard,
    draft: readDraft(query.draft, propertyId),
    sent: readSent(query.sent, propertyId),
  };
}

export type ViewingBookingData = NonNullable<Awaited<ReturnType<typeof viewingBookingData>>>;
