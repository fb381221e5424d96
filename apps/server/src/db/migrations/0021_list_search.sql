-- Written by hand (issue 16: search, filters and sort on every list).
-- sb_fold: the text a search compares, lower case with the accents of Latin letters taken off
-- (a 1:1 translate, so IMMUTABLE and usable in a generated column, on PostgreSQL and PGlite alike).
CREATE OR REPLACE FUNCTION "sb_fold"(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fn$ SELECT lower(translate(t, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyAaAaAaCcCcCcCcDdEeEeEeEeEeGgGgGgGgHhIiIiIiIiIJjKkLlLlLlNnNnNnOoOoOoRrRrRrSsSsSsSsTtTtUuUuUuUuUuUuWwYyYZzZzZzOoUuAaIiOoUuUuUuUuUuAaAaGgKkOoOojGgNnAaAaAaEeEeIiIiOoOoRrRrUuUuSsTtHhAaEeOoOoOoOoYy')) $fn$;--> statement-breakpoint
-- pg_trgm makes contains-search an index scan. It ships with PostgreSQL's contrib and with PGlite
-- (db/client.ts loads it); where it is missing the search still answers, by the same LIKE over the
-- tenant's rows, only without these indexes. The trigram index holds search_text alone: led by
-- tenant_code (btree_gin) it made every search of a large company intersect that company's whole
-- posting list, twice as slow at 300,000 payables; the tenant is checked on the few rows found.
DO $do$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN others THEN
  RAISE NOTICE 'pg_trgm not available: list search runs without trigram indexes';
END $do$;--> statement-breakpoint
-- Each searchable table keeps its folded search text (what q is matched against), kept by PostgreSQL.
ALTER TABLE "payables" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(vendor_payable_code, '') || ' ' || coalesce(invoice_number, '') || ' ' || coalesce(remarks, ''))) STORED;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(vendor_code, '') || ' ' || coalesce(vendor_name, '') || ' ' || coalesce(phone_number, '') || ' ' || coalesce(contact_person, '') || ' ' || coalesce(gstin, ''))) STORED;--> statement-breakpoint
ALTER TABLE "advance_requests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(advance_id, '') || ' ' || coalesce(requested_by, '') || ' ' || coalesce(site_code, '') || ' ' || coalesce(requester_comments, ''))) STORED;--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(expense_type, '') || ' ' || coalesce(remarks, '') || ' ' || coalesce(created_by, ''))) STORED;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(site_code, '') || ' ' || coalesce(site_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(site_lead, ''))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (sb_fold(coalesce(user_name, '') || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''))) STORED;--> statement-breakpoint
DO $do$ BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX "payables_search_trgm_idx" ON "payables" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX "vendors_search_trgm_idx" ON "vendors" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX "advance_requests_search_trgm_idx" ON "advance_requests" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX "expenses_search_trgm_idx" ON "expenses" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX "sites_search_trgm_idx" ON "sites" USING gin ("search_text" gin_trgm_ops);
    CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
  END IF;
END $do$;--> statement-breakpoint
-- The common filters and sorts of the payables list, each ending in id (the tie-break of every sort).
CREATE INDEX "payables_tenant_status_due_idx" ON "payables" ("tenant_code", "status", "payment_due_date", "id");--> statement-breakpoint
CREATE INDEX "payables_tenant_due_id_idx" ON "payables" ("tenant_code", "payment_due_date", "id");--> statement-breakpoint
CREATE INDEX "payables_tenant_bill_id_idx" ON "payables" ("tenant_code", "bill_date", "id");--> statement-breakpoint
CREATE INDEX "payables_tenant_amount_id_idx" ON "payables" ("tenant_code", "amount", "id");--> statement-breakpoint
CREATE INDEX "payables_tenant_vendor_bill_idx" ON "payables" ("tenant_code", "erf_vendor_id", "bill_date", "id");--> statement-breakpoint
CREATE INDEX "payables_tenant_created_id_idx" ON "payables" ("tenant_code", "created_at", "id");--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_date_id_idx" ON "advance_requests" ("tenant_code", "requested_by_date", "id");--> statement-breakpoint
CREATE INDEX "vendors_tenant_name_id_idx" ON "vendors" ("tenant_code", "vendor_name", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "payables_tenant_bill_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "payables_tenant_due_idx";
