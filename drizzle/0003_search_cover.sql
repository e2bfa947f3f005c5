-- Search pages are chosen on ids alone, walking an index in the order of the page's sort:
-- (category[, city], sort key, id), with every filter column carried (INCLUDE), so that both the
-- rows skipped before a deep page and the rows filtered out are read from the index alone, never
-- from the table. One index per sort key, with and without the city. The price ones also carry
-- the keyword text, so that a count with a common keyword ('apartment' matches most listings)
-- stays in the index too; the city/price one replaces 0002's properties_search_count_idx.
-- (drizzle-kit cannot declare INCLUDE, hence this hand-written migration.)
CREATE INDEX IF NOT EXISTS properties_city_price_cover ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_city_size_cover ON properties (category, city_id, size_min, id)
  INCLUDE (district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_price_cover ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_size_cover ON properties (category, size_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids)
  WHERE is_published;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_search_count_idx;
