-- The furnished, pets-allowed and move-in filters (0023's columns and available_from) are tested on
-- the covering indexes' entries like every other filter, so the covers carry them; and the
-- "newest" sort walks covers of its own, ordered by published_at. 0012's covers otherwise as they were.
DROP INDEX IF EXISTS properties_city_price_cover;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_price_cover;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_city_size_cover;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_size_cover;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_city_price_lean;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_price_lean;
--> statement-breakpoint
DROP INDEX IF EXISTS properties_count_cover;
--> statement-breakpoint
CREATE INDEX properties_city_price_cover ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_cover ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_size_cover ON properties (category, city_id, size_min, id)
  INCLUDE (district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_size_cover ON properties (category, size_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_price_lean ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_lean ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_count_cover ON properties (category, type_id, facility_bits)
  INCLUDE (city_id, district_id, project_id, lease_price_min, lease_price_max, budget_min, size_min, size_max, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
-- "newest": published_at, newest first; a listing published without the time (none should be) last.
CREATE INDEX properties_city_newest_cover ON properties (category, city_id, published_at DESC NULLS LAST, id DESC)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_newest_cover ON properties (category, published_at DESC NULLS LAST, id DESC)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, furnished, pets_allowed, available_from)
  WHERE is_published;
--> statement-breakpoint
ANALYZE properties;
