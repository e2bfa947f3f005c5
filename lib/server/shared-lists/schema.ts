import { z } from 'zod';
import { language } from '@/lib/api/common';

/** Most listings one shared list holds: the favourites API's largest page (lib/api/common.ts). */
export const MAX_SHARED_ITEMS = 100;

/** One listing of a shared list: which kind it is and its id (lib/server/db/schema/renters.ts). */
export const sharedItem = z
  .object({
    kind: z.enum(['residence', 'office'], { error: "kind must be 'residence' or 'office'" }),
    id: z.number({ error: 'id must be a number' }).int('id must be a whole number').positive('id must be positive').max(2_147_483_647, 'id is too large'),
  })
  .strict();

/** The body of POST /api/shared-lists: the listings to share, the language of the link, and optionally a place. */
export const sharedListInput = z
  .object({
    items: z
      .array(sharedItem, { error: 'items must be a list of { kind, id }' })
      .min(1, 'items must name at least one listing')
      .max(MAX_SHARED_ITEMS, `items may name at most ${MAX_SHARED_ITEMS} listings`),
    language,
    /**
     * The place the sharer measures from (GET /api/places), so that the list shows each listing's
     * distance to it; an unknown or hidden place is dropped, the list shared without distances.
     */
    placeId: z
      .number({ error: 'placeId must be a number' })
      .int('placeId must be a whole number')
      .positive('placeId must be positive')
      .max(2_147_483_647, 'placeId is too large')
      .optional(),
  })
  .strict();

export type SharedListInput = z.output<typeof sharedListInput>;

/**
 * The token's shape: 8 random bytes in base64url, 11 characters. Anything else is not looked up,
 * so a guessed or mangled address costs no database query.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{11}$/;

/** The 201 answer of POST /api/shared-lists (tests parse it, so an extra or missing field fails). */
export const sharedListCreated = z
  .object({
    token: z.string().regex(TOKEN_PATTERN),
    /** The absolute address under SITE_URL, for other clients. */
    url: z.string().url(),
    /** The same page's path (`/en/favorites/shared/…`): the browser puts it on its own origin. */
    path: z.string().startsWith('/'),
    expiresAt: z.iso.datetime(),
  })
  .strict();

export type SharedListCreated = z.infer<typeof sharedListCreated>;
