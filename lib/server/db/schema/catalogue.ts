import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, districts } from './geo';
import { localised, localisedRequired } from './columns';

/** 0 = residence, 2 = office (the API's `propertiesType`). */
export const RESIDENCE = 0;
export const OFFICE = 2;

/** Residence and office types (serviced apartment, apartment, villa… / office, serviced office). */
export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey(),
  category: smallint('category').notNull(),
  key: text('key').notNull().unique(),
  ...localisedRequired('name', 'name'),
  position: integer('position').notNull().default(0),
});

/**
 * Search-form choices with a numeric range: `bedroom` (studio, 1, 2, 3, 4+) and `size` (m² bands).
 * A property stores the ids of the options it matches (`bedroom_option_ids`, `size_option_ids`)
 * so that the filter is an indexed array overlap.
 */
export const conditionOptions = pgTable(
  'condition_options',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['bedroom', 'size'] }).notNull(),
    minValue: integer('min_value').notNull(),
    maxValue: integer('max_value'),
    ...localisedRequired('name', 'name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('condition_options_kind_idx').on(t.kind, t.position)],
);

/** Choices of the owner registration form. */
export const ownerFilterOptions = pgTable(
  'owner_filter_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['bedroom', 'bathroom', 'propertyType'] }).notNull(),
    key: text('key').notNull(),
    ...localisedRequired('name', 'name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('owner_filter_options_kind_key_uq').on(t.kind, t.key)],
);

/** Building facilities, interior facilities and office furniture/equipment. */
export const facilities = pgTable(
  'facilities',
  {
    id: integer('id').primaryKey(),
    kind: text('kind', { enum: ['building', 'interior', 'office'] }).notNull(),
    ...localisedRequired('name', 'name'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('facilities_kind_idx').on(t.kind, t.position)],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    cityId: integer('city_id').notNull().references(() => cities.id),
    districtId: integer('district_id').references(() => districts.id),
    ...localisedRequired('name', 'name'),
    /** Lower-cased, diacritics-free name: the sort key of the building list. */
    sortName: text('sort_name').notNull(),
    ...localised('street', 'street'),
    ...localised('description', 'description'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    imageActive: text('image_active'),
    ...localised('developer', 'developer'),
    completionYear: integer('completion_year'),
    ...localised('security', 'security'),
    totalUnits: integer('total_units'),
    floors: integer('floors'),
    ...localised('bedroom', 'bedroom'),
    ...localised('unitSize', 'unit_size'),
    ...localised('pool', 'pool'),
    ...localised('gym', 'gym'),
    ...localised('shoppingCenter', 'shopping_center'),
    ...localised('convenientStore', 'convenient_store'),
    ...localised('playground', 'playground'),
    ...localised('japaneseSchoolBus', 'japanese_school_bus'),
    ...localised('others', 'others'),
    ...localised('kitchen', 'kitchen'),
    ...localised('bathtub', 'bathtub'),
    ...localised('balcony', 'balcony'),
    ...localised('centralHeating', 'central_heating'),
    ...localised('airConditioner', 'air_conditioner'),
    ...localised('flooring', 'flooring'),
    ...localised('otherApartment', 'other_apartment'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    ...localised('seoTitle', 'seo_title'),
    ...localised('seoMetaDescription', 'seo_meta_description'),
    ...localised('seoMetaKeywords', 'seo_meta_keywords'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('projects_slug_uq').on(t.slug),
    index('projects_city_idx').on(t.cityId, t.districtId, t.sortName),
    index('projects_city_position_idx').on(t.cityId, t.position, t.id),
  ],
);

/** Residences (category 0) and offices (category 2) in one table; office-only columns are null on residences. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    /** The agency's reference: `propertyIdC` of a residence, `propertyId` of an office. */
    code: text('code').notNull(),
    category: smallint('category').notNull(),
    slug: text('slug').notNull(),
    ...localisedRequired('name', 'name'),
    cityId: integer('city_id').notNull().references(() => cities.id),
    districtId: integer('district_id').notNull().references(() => districts.id),
    projectId: integer('project_id').references(() => projects.id),
    typeId: integer('type_id').references(() => propertyTypes.id),
    /** USD per month for residences; USD per m² per month for offices. */
    leasePriceMin: integer('lease_price_min').notNull(),
    leasePriceMax: integer('lease_price_max'),
    /** Offices: the smallest monthly total (unit price × smallest size), for the total-budget search. */
    budgetMin: integer('budget_min'),
    sizeMin: integer('size_min').notNull(),
    sizeMax: integer('size_max'),
    bedroomMin: smallint('bedroom_min'),
    bedroomMax: smallint('bedroom_max'),
    bathroomMin: smallint('bathroom_min'),
    bathroomMax: smallint('bathroom_max'),
    ...localised('furnishing', 'furnishing'),
    /**
     * Furnishing as a filter reads it: 2 fully, 1 partly, 0 unfurnished, null not stated. The
     * localised `furnishing` text stays what the detail page shows.
     */
    furnished: smallint('furnished'),
    /** Pets allowed (the "pets allowed" filter). */
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    /** The floor plan (間取り図): an image key as in `images`, null when the listing has none. */
    floorPlan: text('floor_plan'),
    totalUnit: integer('total_unit'),
    completionYear: integer('completion_year'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    videoLink: text('video_link'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isLatest: boolean('is_latest').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** Unpublished listings are only visible as a preview (`isPreview`). */
    isPublished: boolean('is_published').notNull().default(true),
    lastUpdateDate: date('last_update_date', { mode: 'string' }).notNull(),
    /**
     * The first day a tenant can move in (YYYY-MM-DD); null, or a day already past, means available
     * now. Shown on compare and the detail summary.
     */
    availableFrom: date('available_from', { mode: 'string' }),
    /** The street address, for the agency (an owner registration's address lands here, not in a name). */
    address: text('address'),
    /**
     * The owner registration (owner_submissions.id) the listing was made from: one listing per
     * registration (a second conversion links to this one). No foreign key: the registration lives
     * in the submissions schema, and a deleted registration leaves the listing as it is.
     */
    ownerSubmissionId: integer('owner_submission_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the listing was last made public (null while it never was): what saved-search alerts
     * call "new" (lib/server/alerts). Set by every write that turns `is_published` on.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Normalised (lower case, no diacritics, đ→d) name, district, building and code: the keyword index. */
    searchText: text('search_text').notNull(),
    bedroomOptionIds: integer('bedroom_option_ids').array().notNull().default(sql`'{}'::int[]`),
    sizeOptionIds: integer('size_option_ids').array().notNull().default(sql`'{}'::int[]`),
    facilityIds: integer('facility_ids').array().notNull().default(sql`'{}'::int[]`),
    /**
     * The facilities again, one bit each (property_facility_bits), set by a trigger (migration
     * 0008): the covering sort indexes carry this instead of the array, and a facility filter tests
     * it with one AND instead of an array containment per index entry.
     */
    facilityBits: bigint('facility_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * The common keyword terms the search text contains, one bit each (search_term_bits), set by a
     * trigger (migration 0012): the covering indexes carry it, so a keyword most listings match is
     * tested with one AND instead of a substring search in every row.
     */
    termBits: bigint('term_bits', { mode: 'bigint' }).notNull().default(sql`0`),
    // Office details.
    floorArea: integer('floor_area'),
    storey: integer('storey'),
    ...localised('workingHour', 'working_hour'),
    minContractPeriod: integer('min_contract_period'),
    ...localised('minContractUnit', 'min_contract_unit'),
    deposit: integer('deposit'),
    ...localised('depositUnit', 'deposit_unit'),
    payment: integer('payment'),
    ...localised('paymentUnit', 'payment_unit'),
    vatInclude: boolean('vat_include'),
    serviceChargeSqm: doublePrecision('service_charge_sqm'),
    ...localised('otCharge', 'ot_charge'),
  },
  (t) => [
    uniqueIndex('properties_code_uq').on(t.code),
    uniqueIndex('properties_owner_submission_uq').on(t.ownerSubmissionId),
    // Searches only ever see published listings: partial indexes keep counts index-only.
    index('properties_price_idx').on(t.category, t.cityId, t.leasePriceMin, t.id).where(sql`${t.isPublished}`),
    index('properties_size_idx').on(t.category, t.cityId, t.sizeMin, t.id).where(sql`${t.isPublished}`),
    index('properties_all_price_idx').on(t.category, t.leasePriceMin, t.id).where(sql`${t.isPublished}`),
    index('properties_all_size_idx').on(t.category, t.sizeMin, t.id).where(sql`${t.isPublished}`),
    index('properties_budget_idx').on(t.category, t.cityId, t.budgetMin).where(sql`${t.isPublished}`),
    index('properties_district_idx').on(t.districtId, t.category),
    index('properties_project_idx').on(t.projectId, t.category),
    index('properties_type_idx').on(t.typeId),
    index('properties_latest_idx').on(t.category, t.cityId, t.lastUpdateDate, t.id).where(sql`${t.isLatest}`),
    index('properties_hot_idx').on(t.category, t.cityId, t.lastUpdateDate, t.id).where(sql`${t.isHot}`),
    index('properties_bedroom_gin').using('gin', t.bedroomOptionIds),
    index('properties_size_gin').using('gin', t.sizeOptionIds),
    index('properties_facility_gin').using('gin', t.facilityIds),
  ],
);

/**
 * The long texts of a listing, kept apart so that the searched table stays narrow: at 100 000
 * listings the properties heap then fits in memory and filter, count and keyword scans stay fast.
 */
export const propertyTexts = pgTable('property_texts', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  ...localised('description', 'description'),
  ...localised('includeServices', 'include_services'),
});

/** Which facilities a property has; `isShow` hides a building facility from the detail page. */
export const propertyFacilities = pgTable(
  'property_facilities',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    facilityId: integer('facility_id')
      .notNull()
      .references(() => facilities.id),
    isShow: boolean('is_show').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.facilityId] })],
);

export const specialLists = pgTable(
  'special_lists',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id').references(() => cities.id),
    ...localisedRequired('name', 'name'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('special_lists_city_idx').on(t.cityId, t.position)],
);

export const specialListProperties = pgTable(
  'special_list_properties',
  {
    specialListId: integer('special_list_id')
      .notNull()
      .references(() => specialLists.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.specialListId, t.propertyId] })],
);

/** One row: the slider bounds of the search forms. */
export const rangeSettings = pgTable('range_settings', {
  id: integer('id').primaryKey(),
  residencePriceMin: integer('residence_price_min').notNull(),
  residencePriceMax: integer('residence_price_max').notNull(),
  stepResidencePrice: integer('step_residence_price').notNull(),
  officePriceMin: integer('office_price_min').notNull(),
  officePriceMax: integer('office_price_max').notNull(),
  stepOfficePrice: integer('step_office_price').notNull(),
  officeBudgetMin: integer('office_budget_min').notNull(),
  officeBudgetMax: integer('office_budget_max').notNull(),
  stepOfficeBudget: integer('step_office_budget').notNull(),
  officeSizeMin: integer('office_size_min').notNull(),
  officeSizeMax: integer('office_size_max').notNull(),
  stepOfficeSize: integer('step_office_size').notNull(),
});
