-- A facility filter tested facility_ids @> ARRAY[...] on every index entry it passed: an array
-- containment costs some 0.4 µs, so a facility search without a city spent 40 ms and more on its
-- 100 000 entries. properties.facility_bits (0007) holds one bit per facility, given by
-- property_facility_bits; the covering indexes carry it instead of the array, and the test becomes
-- one AND.
--
-- The bits of a listing's facilities, handing the next free bits to ids met for the first time.
-- Bits are given once and never change or return, so every listing with a facility that has a bit
-- has that bit set; ids past the 64th have none and are searched on the array.
CREATE OR REPLACE FUNCTION property_facility_bits_of(ids integer[]) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  bits bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(ids) AS f(id) WHERE NOT EXISTS (SELECT 1 FROM property_facility_bits b WHERE b.facility_id = f.id))
     AND (SELECT count(*) FROM property_facility_bits) < 64 THEN
    -- One writer at a time hands out bits, so two transactions never give out one bit twice.
    LOCK TABLE property_facility_bits IN SHARE ROW EXCLUSIVE MODE;
    INSERT INTO property_facility_bits (facility_id, bit)
    SELECT id, bit FROM (
      SELECT f.id, (SELECT count(*) FROM property_facility_bits) + row_number() OVER (ORDER BY f.id) - 1 AS bit
      FROM (SELECT DISTINCT u.id FROM unnest(ids) AS u(id) WHERE u.id IS NOT NULL) f
      WHERE NOT EXISTS (SELECT 1 FROM property_facility_bits b WHERE b.facility_id = f.id)
    ) fresh
    WHERE bit < 64;
  END IF;
  SELECT coalesce(bit_or(1::bigint << b.bit), 0) INTO bits FROM property_facility_bits b WHERE b.facility_id = ANY (ids);
  RETURN bits;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_facility_bits_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.facility_bits := property_facility_bits_of(NEW.facility_ids);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER property_facility_bits_set BEFORE INSERT OR UPDATE OF facility_ids, facility_bits ON properties
  FOR EACH ROW EXECUTE FUNCTION property_facility_bits_set();
--> statement-breakpoint
-- The ids in use get their bits most common first, then every listing its bits (the trigger sets
-- them). The covering indexes go first and come back built on the result, with the bits.
INSERT INTO property_facility_bits (facility_id, bit)
SELECT f.facility_id, row_number() OVER (ORDER BY count(*) DESC, f.facility_id) - 1
FROM properties, unnest(facility_ids) AS f(facility_id)
GROUP BY f.facility_id ORDER BY count(*) DESC, f.facility_id LIMIT 64;
--> statement-breakpoint
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
UPDATE properties SET facility_bits = 0;
--> statement-breakpoint
-- 0003's covers and 0004's lean twins as they were, with the bits in place of the array.
CREATE INDEX properties_city_price_cover ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_cover ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_size_cover ON properties (category, city_id, size_min, id)
  INCLUDE (district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_size_cover ON properties (category, size_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_price_lean ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_lean ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits)
  WHERE is_published;
--> statement-breakpoint
ANALYZE properties;
