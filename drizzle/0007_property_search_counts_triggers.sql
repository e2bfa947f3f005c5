-- Keeps property_search_counts (0005) equal to the published listings grouped by the search's
-- coarse filter columns. Statement triggers with transition tables: seeding 1 000 listings in one
-- INSERT is one grouped upsert, not 1 000. The counts change in the transaction that changes the
-- listings, so a search's snapshot sees totals that agree with its rows.
CREATE OR REPLACE FUNCTION property_search_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO property_option_sets (bedroom_option_ids, size_option_ids)
    SELECT DISTINCT bedroom_option_ids, size_option_ids FROM new_rows WHERE is_published
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO property_search_counts AS c
      (category, city_id, district_id, type_id, lease_price_min, lease_price_top, option_set_id, listings)
    SELECT l.category, l.city_id, l.district_id, l.type_id, l.lease_price_min, coalesce(l.lease_price_max, l.lease_price_min), o.id, count(*)
    FROM new_rows l JOIN property_option_sets o USING (bedroom_option_ids, size_option_ids)
    WHERE l.is_published
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT property_search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
  ELSIF TG_OP = 'UPDATE' THEN
    -- The net change per group: an edit that leaves the filter columns alone changes nothing.
    INSERT INTO property_search_counts AS c
      (category, city_id, district_id, type_id, lease_price_min, lease_price_top, option_set_id, listings)
    SELECT l.category, l.city_id, l.district_id, l.type_id, l.lease_price_min, l.lease_price_top, o.id, sum(l.delta)
    FROM (
      SELECT category, city_id, district_id, type_id, lease_price_min, coalesce(lease_price_max, lease_price_min) AS lease_price_top,
        bedroom_option_ids, size_option_ids, 1 AS delta
      FROM new_rows WHERE is_published
      UNION ALL
      SELECT category, city_id, district_id, type_id, lease_price_min, coalesce(lease_price_max, lease_price_min),
        bedroom_option_ids, size_option_ids, -1
      FROM old_rows WHERE is_published
    ) l JOIN property_option_sets o USING (bedroom_option_ids, size_option_ids)
    GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(l.delta) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT property_search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
    DELETE FROM property_search_counts WHERE listings = 0;
  ELSE -- DELETE
    INSERT INTO property_search_counts AS c
      (category, city_id, district_id, type_id, lease_price_min, lease_price_top, option_set_id, listings)
    SELECT l.category, l.city_id, l.district_id, l.type_id, l.lease_price_min, coalesce(l.lease_price_max, l.lease_price_min), o.id, -count(*)
    FROM old_rows l JOIN property_option_sets o USING (bedroom_option_ids, size_option_ids)
    WHERE l.is_published
    GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT property_search_counts_key DO UPDATE SET listings = c.listings + excluded.listings;
    DELETE FROM property_search_counts WHERE listings = 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION property_search_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM property_search_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The triggers come before the backfill: creating them locks out writers until this migration
-- commits, so no listing is written between the two.
CREATE TRIGGER property_search_counts_insert AFTER INSERT ON properties
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_search_counts_apply();
--> statement-breakpoint
CREATE TRIGGER property_search_counts_update AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_search_counts_apply();
--> statement-breakpoint
CREATE TRIGGER property_search_counts_delete AFTER DELETE ON properties
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION property_search_counts_apply();
--> statement-breakpoint
CREATE TRIGGER property_search_counts_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION property_search_counts_clear();
--> statement-breakpoint
DELETE FROM property_search_counts;
--> statement-breakpoint
INSERT INTO property_option_sets (bedroom_option_ids, size_option_ids)
SELECT DISTINCT bedroom_option_ids, size_option_ids FROM properties WHERE is_published
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO property_search_counts
  (category, city_id, district_id, type_id, lease_price_min, lease_price_top, option_set_id, listings)
SELECT l.category, l.city_id, l.district_id, l.type_id, l.lease_price_min, coalesce(l.lease_price_max, l.lease_price_min), o.id, count(*)
FROM properties l JOIN property_option_sets o USING (bedroom_option_ids, size_option_ids)
WHERE l.is_published
GROUP BY 1, 2, 3, 4, 5, 6, 7;
--> statement-breakpoint
-- Plans need their statistics from the first search on, before autovacuum gets to them.
ANALYZE property_option_sets;
--> statement-breakpoint
ANALYZE property_search_counts;
