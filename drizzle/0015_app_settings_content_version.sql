-- The back office's settings include the exchange rates public pages show approximate yen and dong
-- with (issue 31): a change raises the content version like any content table, so cached data and
-- cached pages made under the old rate are dropped (lib/server/exchange-rates.ts).
CREATE TRIGGER content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "app_settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();
