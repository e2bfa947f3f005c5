import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, unique } from 'drizzle-orm/pg-core';

/*
 * The search's own bookkeeping beside the listings (catalogue.ts): the bits that stand for
 * facilities and keyword terms in properties' bit columns, and the exact listing counts per group
 * of coarse filters. Triggers on `properties` keep all of it current (migrations 0007–0012).
 */

/**
 * The bit of properties.facility_bits that stands for a facility id. A trigger gives each facility
 * id met in a listing the next free bit (up to 64), once and for good: a bit is never reassigned,
 * so every listing with the facility has its bit set. Ids without a bit are searched on the array.
 */
export const propertyFacilityBits = pgTable(
  'property_facility_bits',
  {
    facilityId: integer('facility_id').primaryKey(),
    bit: smallint('bit').notNull().unique(),
  },
  (t) => [check('property_facility_bits_bit_range', sql`${t.bit} BETWEEN 0 AND 63`)],
);

/**
 * The bit of properties.term_bits that stands for a keyword term: a word found in a large share of
 * the listings' search texts when search_term_bits_register() last ran (the seed runs it, and
 * migration 0012 on the listings it found). A bit is never reassigned; a listing has it when its
 * search text contains the term anywhere, as the keyword search's substring test would find.
 */
export const searchTermBits = pgTable(
  'search_term_bits',
  {
    term: text('term').primaryKey(),
    bit: smallint('bit').notNull().unique(),
  },
  (t) => [check('search_term_bits_bit_range', sql`${t.bit} BETWEEN 0 AND 63`)],
);

/**
 * The distinct pairs of bedroom and size option arrays among the listings (some seventy): the
 * listing counts per group refer to them by id, so that a bedroom or size filter is tested once
 * per pair rather than once per group.
 */
export const propertyOptionSets = pgTable(
  'property_option_sets',
  {
    id: serial('id').primaryKey(),
    bedroomOptionIds: integer('bedroom_option_ids').array().notNull(),
    sizeOptionIds: integer('size_option_ids').array().notNull(),
  },
  (t) => [unique('property_option_sets_key').on(t.bedroomOptionIds, t.sizeOptionIds)],
);

/**
 * How many published listings share each combination of the search's coarse filter columns
 * (category, city, district, type, rent range, bedroom and size options). Kept exact by statement
 * triggers on `properties` (migration 0007), in the same transaction as the listings they count.
 * A search filtering on these columns only (most do) counts its matches by summing these groups,
 * about a third as many rows as listings at 100 000, all of them narrow, instead of reading every
 * matching listing.
 */
export const propertySearchCounts = pgTable(
  'property_search_counts',
  {
    category: smallint('category').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    typeId: integer('type_id'),
    leasePriceMin: integer('lease_price_min').notNull(),
    /** `lease_price_max`, or `lease_price_min` for a listing without a range: the top of its rent. */
    leasePriceTop: integer('lease_price_top').notNull(),
    optionSetId: integer('option_set_id')
      .notNull()
      .references(() => propertyOptionSets.id),
    listings: integer('listings').notNull(),
  },
  (t) => [
    unique('property_search_counts_key')
      .on(t.category, t.cityId, t.districtId, t.typeId, t.leasePriceMin, t.leasePriceTop, t.optionSetId)
      .nullsNotDistinct(),
    index('property_search_counts_district_idx').on(t.category, t.districtId),
    // Groups whose last listing went: the triggers delete them through this (nearly empty) index.
    index('property_search_counts_empty_idx').on(t.category).where(sql`${t.listings} = 0`),
  ],
);
