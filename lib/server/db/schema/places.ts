import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { PLACE_KINDS } from '@/lib/api/place-kinds';
import { localised, localisedRequired } from './columns';
import { cities } from './geo';

/**
 * Places a renter measures a listing against (issue 47): Japanese schools and kindergartens,
 * international schools, clinics with Japanese-speaking staff, Japanese supermarkets and malls,
 * office districts and industrial parks. Staff edit them in the back office (/admin/places).
 *
 * Distances are computed in SQL with `cube` and `earthdistance` (migration 0027): listings have a
 * GiST index on geo_point(latitude, longitude), an earth-centred point in metres, which answers the
 * "within N km" box test and the nearest-first order (KNN) on both engines.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    kind: text('kind', { enum: PLACE_KINDS }).notNull(),
    ...localisedRequired('name', 'name'),
    ...localised('address', 'address'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Where the coordinates were read: a public map's address for the point (OpenStreetMap). */
    source: text('source'),
    /** An invented place of the demo content, not a real one. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** Offered to renters; a hidden place keeps its saved searches but matches nothing. */
    isPublished: boolean('is_published').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('places_city_kind_idx').on(t.cityId, t.kind, t.position),
    check('places_kind_check', sql`${t.kind} IN ('japanese-school', 'international-school', 'clinic', 'supermarket', 'office-district', 'industrial-park')`),
    // Vietnam's extent, with a margin: a point outside it is a typing slip (latitude and longitude swapped).
    check('places_latitude_check', sql`${t.latitude} BETWEEN 8 AND 24`),
    check('places_longitude_check', sql`${t.longitude} BETWEEN 102 AND 110`),
  ],
);
