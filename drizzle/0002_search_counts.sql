-- Counting search results is the costly half of a search. With every filter column carried in
-- the index (INCLUDE), a count over a city's listings is an index-only scan: no heap visit per
-- candidate row. (drizzle-kit cannot declare INCLUDE, hence this hand-written migration.)
CREATE INDEX IF NOT EXISTS properties_search_count_idx ON properties (category, city_id, lease_price_min)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids)
  WHERE is_published;
