import 'server-only';
import { viewingSchema } from '@/lib/forms/viewing';
import { vietnamIso } from '@/lib/viewings/time';
import type { BookingConflict, BookingResponse } from '@/lib/api/viewings';
import { jsonHandler, reply, type HandlerDeps } from '../submissions/handler';
import { bookViewings } from './book';
import { ViewingConflict, ViewingRefused } from './types';

/**
 * POST /api/viewings: a viewing request, through the same pipeline as every form a stranger can
 * post (rate limit, body limit, honeypot and form token, the form's zod schema, human verification).
 * 200 with what was stored; 400 with a message and field errors; 409 when a chosen time was taken
 * meanwhile (nothing is stored then); 429 past the rate limit.
 */
export function viewingHandler(deps: HandlerDeps & { now?: () => number } = {}) {
  return jsonHandler(
    {
      endpoint: 'viewing',
      schema: viewingSchema,
      save: async (data, address, budget): Promise<Omit<BookingResponse, 'message'>> => {
        const { batchId, viewings } = await bookViewings(data, address, { budget, now: deps.now?.() });
        return {
          batchId,
          viewings: viewings.map((v) => ({ id: v.id, propertyId: v.propertyId, times: v.preferredTimes.map((t) => vietnamIso(Date.parse(t))), otherTime: v.otherTime })),
        };
      },
      refused: (err) => {
        if (err instanceof ViewingConflict) {
          const body: BookingConflict = {
            message: 'A time you chose was taken meanwhile or is no longer offered. Please choose another.',
            taken: err.taken.map((t) => ({ propertyId: t.propertyId, start: vietnamIso(t.start) })),
          };
          return reply(409, body);
        }
        if (err instanceof ViewingRefused) return reply(400, { message: err.message, errors: err.field ? [{ field: err.field, code: 'invalid' }] : [] });
        return undefined;
      },
    },
    deps,
  );
}
