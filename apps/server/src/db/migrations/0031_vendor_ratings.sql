-- Issue 31: Vendor Rating and Vendor Performance.
-- vendor_ratings: a user's marks (1-5) for the vendor of one bill, one per user per bill; every
-- change (rate, edit, an ADMIN hiding the comment with a reason) is a row of vendor_rating_history,
-- written by the server in the change's transaction (features/vendor-ratings) and append-only.
-- The vendor's averages are kept on the vendor by a trigger (the vendor list sorts and filters by
-- them). duplicate_invoice_refusals: each duplicate invoice number the server refused (before, a
-- refusal left no trace), for Vendor Performance.
CREATE TABLE "vendor_ratings" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "payable_id" integer NOT NULL REFERENCES "payables"("id"),
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id"),
  "site_id" integer NOT NULL,
  "rated_by" varchar(100) NOT NULL,
  "quality" smallint NOT NULL,
  "timeliness" smallint NOT NULL,
  "price" smallint NOT NULL,
  "comment" varchar(500) DEFAULT '' NOT NULL,
  "comment_hidden" boolean DEFAULT false NOT NULL,
  "hidden_reason" varchar(300) DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_ratings_payable_user_uq" UNIQUE ("tenant_code", "payable_id", "rated_by"),
  CONSTRAINT "vendor_ratings_marks_ck" CHECK ("quality" BETWEEN 1 AND 5 AND "timeliness" BETWEEN 1 AND 5 AND "price" BETWEEN 1 AND 5)
);--> statement-breakpoint
CREATE INDEX "vendor_ratings_tenant_vendor_idx" ON "vendor_ratings" ("tenant_code", "vendor_id", "id");--> statement-breakpoint
CREATE TABLE "vendor_rating_history" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "rating_id" integer NOT NULL REFERENCES "vendor_ratings"("id"),
  "action" varchar(10) NOT NULL,
  "from_value" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "to_value" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "reason" varchar(300) DEFAULT '' NOT NULL,
  "changed_by" varchar(100) NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_rating_history_action_ck" CHECK ("action" IN ('rate', 'edit', 'hide'))
);--> statement-breakpoint
CREATE INDEX "vendor_rating_history_tenant_rating_idx" ON "vendor_rating_history" ("tenant_code", "rating_id", "id");--> statement-breakpoint
CREATE FUNCTION "vendor_rating_history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_rating_history is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_rating_history_no_update" BEFORE UPDATE OR DELETE ON "vendor_rating_history" FOR EACH ROW EXECUTE FUNCTION "vendor_rating_history_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "vendor_rating_history_no_truncate" BEFORE TRUNCATE ON "vendor_rating_history" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_rating_history_refuse_change"();--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rating_overall" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rating_quality" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rating_timeliness" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "rating_price" numeric(3, 2);--> statement-breakpoint
CREATE INDEX "vendors_tenant_rating_id_idx" ON "vendors" ("tenant_code", "rating_overall", "id");--> statement-breakpoint
-- The vendor's averages follow its ratings (overall: the mean of the three marks of each rating).
CREATE FUNCTION "vendor_ratings_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v integer;
BEGIN
  FOR v IN SELECT DISTINCT x FROM unnest(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."vendor_id" END,
    CASE WHEN TG_OP <> 'DELETE' THEN NEW."vendor_id" END]) AS x WHERE x IS NOT NULL
  LOOP
    UPDATE "vendors" AS "vd" SET
      "rating_count" = "s"."n",
      "rating_overall" = "s"."overall",
      "rating_quality" = "s"."quality",
      "rating_timeliness" = "s"."timeliness",
      "rating_price" = "s"."price"
    FROM (
      SELECT count(*)::int AS "n",
        round(avg(("quality" + "timeliness" + "price") / 3.0), 2) AS "overall",
        round(avg("quality"), 2) AS "quality",
        round(avg("timeliness"), 2) AS "timeliness",
        round(avg("price"), 2) AS "price"
      FROM "vendor_ratings" WHERE "vendor_id" = v
    ) AS "s"
    WHERE "vd"."id" = v;
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_ratings_refresh" AFTER INSERT OR UPDATE OF "quality", "timeliness", "price", "vendor_id" OR DELETE ON "vendor_ratings" FOR EACH ROW EXECUTE FUNCTION "vendor_ratings_refresh"();--> statement-breakpoint
CREATE TABLE "duplicate_invoice_refusals" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "vendor_id" integer NOT NULL,
  "site_id" integer NOT NULL,
  "payable_id" integer,
  "invoice_number" varchar(50) NOT NULL,
  "refused_by" varchar(100) NOT NULL,
  "refused_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "duplicate_invoice_refusals_tenant_vendor_idx" ON "duplicate_invoice_refusals" ("tenant_code", "vendor_id", "refused_at");
