-- The price covers of 0003 carry the keyword text, which makes each index entry as wide as the
-- listing itself (about 84 MB at 100 000 listings, next to 37 MB for a size cover): every search
-- sorted by price, or counted along a price cover, read those wide entries even without a
-- keyword. These twins carry the same filter columns without the text, so searches without a
-- keyword walk and count entries a quarter of the size; keyword searches keep 0003's covers.
-- (drizzle-kit cannot declare INCLUDE, hence this hand-written migration.)
CREATE INDEX IF NOT EXISTS properties_city_price_lean ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS properties_price_lean ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_ids)
  WHERE is_published;
