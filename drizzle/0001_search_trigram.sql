-- Keyword search: a trigram index on the normalised search text where pg_trgm is available
-- (PostgreSQL with contrib, and PGlite when the server loads the extension). Without it the
-- same ILIKE query still runs, on a sequential scan.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS properties_search_trgm ON properties USING gin (search_text gin_trgm_ops);
  END IF;
END
$$;
