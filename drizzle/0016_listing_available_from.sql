-- When a tenant can move in (issue 31): null, or a day already past, is "available now". Shown on
-- compare and the detail summary, edited in the back office listing form.
ALTER TABLE "properties" ADD COLUMN "available_from" date;