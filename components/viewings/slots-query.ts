import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api/client';
import type { Lang } from '@/lib/api/lang';

/** Every query of one listing's slots starts with this key, so a 409 can ask them all again. */
export const slotsKey = (propertyId: number) => ['viewing-slots', propertyId] as const;

/**
 * A listing's free slots of the booking window (GET /api/viewings/slots). Never taken as fresh: a
 * slot may go any moment, so each opening of a dialog asks again.
 */
export function slotsQuery(propertyId: number, lang: Lang) {
  return queryOptions({
    queryKey: [...slotsKey(propertyId), lang] as const,
    queryFn: ({ signal }) => apiGet('/api/viewings/slots', { propertyId, language: lang }, { signal }),
    staleTime: 0,
  });
}
