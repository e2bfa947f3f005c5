import { doublePrecision, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { localisedRequired } from './columns';

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  /** Stable code used by `?city=` (hanoi, hcm, danang, haiphong). */
  code: text('code').notNull().unique(),
  ...localisedRequired('name', 'name'),
  /** Clickable district map: one element per district carrying `data-district-id`. */
  mapSvg: text('map_svg').notNull(),
  /** The district a map or a "default location" centres on. */
  defaultDistrictId: integer('default_district_id'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  /** City code used by the blog city filter (ids map to codes 0 to 3). */
  blogCode: smallint('blog_code').notNull(),
  position: integer('position').notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    slug: text('slug').notNull(),
    ...localisedRequired('name', 'name'),
    /**
     * Other names a renter may type for the area (the Vietnamese "Quận 1" of "District 1", the old
     * "District 2" of Thảo Điền): kept in its listings' keyword text beside the names shown.
     */
    searchNames: text('search_names'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('districts_slug_uq').on(t.slug), index('districts_city_idx').on(t.cityId, t.position)],
);
