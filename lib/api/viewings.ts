import { z } from 'zod';
import { ISO_DAY, ISO_INSTANT } from '@/lib/viewings/time';
import { int, language, param } from './common';

/** The booking window: slots are offered from today to this many days ahead (Vietnam days). */
export const VIEWING_WINDOW_DAYS = 21;

/**
 * GET /api/viewings/slots?propertyId=&from=&days=: the listing's free viewing slots, day by day,
 * in Vietnam time. `from` (YYYY-MM-DD) defaults to today in Vietnam; `days` (1–21) to the rest of
 * the window. A day before today or past the window is clipped to it.
 */
export const slotsQuery = z.object({
  propertyId: int('propertyId', 1, 2_147_483_647),
  from: param('from')
    .regex(ISO_DAY, { message: 'from must be a day as YYYY-MM-DD' })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'from must be a real calendar day' })
    .optional(),
  days: int('days', 1, VIEWING_WINDOW_DAYS).optional(),
  language,
});
export type SlotsQuery = z.output<typeof slotsQuery>;

const instant = z.string().regex(ISO_INSTANT);
export const viewingSlot = z.object({ start: instant, end: instant });
export const slotsResponse = z.object({
  propertyId: z.number().int(),
  timeZone: z.literal('Asia/Ho_Chi_Minh'),
  slotMinutes: z.number().int(),
  /** False when the listing takes no viewing requests (unpublished); `days` is then empty. */
  bookable: z.boolean(),
  days: z.array(z.object({ date: z.string().regex(ISO_DAY), slots: z.array(viewingSlot) })),
});
export type ViewingSlot = z.output<typeof viewingSlot>;
export type SlotsResponse = z.output<typeof slotsResponse>;

/** POST /api/viewings answers 200 with what was stored: each listing's viewing and the times asked for. */
export const bookingResponse = z.object({
  message: z.literal('ok'),
  batchId: z.string(),
  viewings: z.array(z.object({ id: z.number().int(), propertyId: z.number().int(), times: z.array(instant), otherTime: z.string().nullable() })),
});
export type BookingResponse = z.output<typeof bookingResponse>;

/** 409: a chosen slot was taken meanwhile (or is no longer offered); `taken` names which. */
export const bookingConflict = z.object({
  message: z.string(),
  taken: z.array(z.object({ propertyId: z.number().int(), start: instant })),
});
export type BookingConflict = z.output<typeof bookingConflict>;
