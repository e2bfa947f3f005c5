-- A keyword many listings contain ('apartment' is in 85 % of them at 100 000) gains little from the
-- trigram index, so its count tested the search text of every listing: a sequential scan of the
-- whole table (95 MB at 100 000 listings), 60-90 ms for 'apartment' with a facility and a rent floor.
-- properties.term_bits (0011) holds one bit per common term, given by search_term_bits; the covering
-- indexes carry it, and the test becomes one AND on an index entry.
--
-- The bits of the registered terms a search text contains, as the search's substring test finds them.
CREATE OR REPLACE FUNCTION search_term_bits_of(search_text text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(bit_or(1::bigint << b.bit), 0) FROM search_term_bits b WHERE strpos(search_text, b.term) > 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_term_bits_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.term_bits := search_term_bits_of(NEW.search_text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_term_bits_set BEFORE INSERT OR UPDATE OF search_text, term_bits ON properties
  FOR EACH ROW EXECUTE FUNCTION search_term_bits_set();
--> statement-breakpoint
-- Gives the next free bits to the words found in at least `min_share` of the published listings'
-- search texts that have none yet (most common first, up to 64 in all), then sets them on every
-- listing that contains them. From about 5 % of the listings up, a term's bit tested on the covering
-- indexes beats its trigram bitmap, which then fetches thousands of rows from the table. Bits are given once and never change or return. Returns how many
-- terms it added. The seed runs it after writing the catalogue; run it again after a large import.
CREATE OR REPLACE FUNCTION search_term_bits_register(min_share real DEFAULT 0.05) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  first_new integer;
  added integer;
BEGIN
  -- One writer at a time hands out bits, so two transactions never give out one bit twice.
  LOCK TABLE search_term_bits IN SHARE ROW EXCLUSIVE MODE;
  SELECT count(*) INTO first_new FROM search_term_bits;
  INSERT INTO search_term_bits (term, bit)
  SELECT word, first_new + row_number() OVER (ORDER BY listings DESC, word) - 1
  FROM (
    SELECT w.word, count(DISTINCT p.id) AS listings
    FROM properties p, unnest(string_to_array(p.search_text, ' ')) AS w(word)
    WHERE p.is_published AND length(w.word) BETWEEN 2 AND 64
    GROUP BY w.word
  ) words
  WHERE listings >= min_share * (SELECT count(*) FROM properties WHERE is_published)
    AND NOT EXISTS (SELECT 1 FROM search_term_bits t WHERE t.term = words.word)
  ORDER BY listings DESC, word
  LIMIT greatest(0, 64 - first_new);
  GET DIAGNOSTICS added = ROW_COUNT;
  IF added > 0 THEN
    -- The trigger sets the bits of every term on the rows it touches.
    UPDATE properties p SET term_bits = 0
    WHERE EXISTS (SELECT 1 FROM search_term_bits t WHERE t.bit >= first_new AND strpos(p.search_text, t.term) > 0);
  END IF;
  RETURN added;
END
$$;
--> statement-breakpoint
-- 0008's covers (and 0010's count cover) as they were, with the term bits: the covers go first, so
-- that setting the bits of the listings found here does not update them, and come back built on it.
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
SELECT search_term_bits_register();
--> statement-breakpoint
CREATE INDEX properties_city_price_cover ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_cover ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits, search_text)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_size_cover ON properties (category, city_id, size_min, id)
  INCLUDE (district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_size_cover ON properties (category, size_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_max, lease_price_min, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_city_price_lean ON properties (category, city_id, lease_price_min, id)
  INCLUDE (district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_price_lean ON properties (category, lease_price_min, id)
  INCLUDE (city_id, district_id, type_id, project_id, size_min, size_max, lease_price_max, budget_min, bedroom_option_ids, size_option_ids, facility_bits, term_bits)
  WHERE is_published;
--> statement-breakpoint
CREATE INDEX properties_count_cover ON properties (category, type_id, facility_bits)
  INCLUDE (city_id, district_id, project_id, lease_price_min, lease_price_max, budget_min, size_min, size_max, term_bits)
  WHERE is_published;
--> statement-breakpoint
ANALYZE properties;
