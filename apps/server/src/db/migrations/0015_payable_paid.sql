-- Issue 14: what Active payments have paid each payable, kept on the payable so that the summaries
-- stop re-adding every allocation at every call. Written only by the triggers below, in the same
-- statement as the allocation or payment change, so it cannot drift from payment_allocations.
ALTER TABLE "payables" ADD COLUMN "paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payables" ADD COLUMN "last_paid_on" date;--> statement-breakpoint
-- Recomputes paid_amount (Σ allocations of Active payments) and last_paid_on (the latest such
-- payment's date, null when none) of the payables `ids`, from the allocations themselves.
CREATE FUNCTION "payables_refresh_paid"("ids" integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "payables" AS p SET "paid_amount" = s."paid", "last_paid_on" = s."last_on"
  FROM (
    SELECT q."id",
      coalesce(sum(a."amount") FILTER (WHERE vp."status" = 'Active'), 0) AS "paid",
      max(vp."payment_date") FILTER (WHERE vp."status" = 'Active') AS "last_on"
    FROM "payables" q
    LEFT JOIN "payment_allocations" a ON a."tenant_code" = q."tenant_code" AND a."payable_id" = q."id"
    LEFT JOIN "vendor_payments" vp ON vp."id" = a."payment_id"
    WHERE q."id" = ANY("ids")
    GROUP BY q."id"
  ) AS s
  WHERE p."id" = s."id"
    AND (p."paid_amount" <> s."paid" OR p."last_paid_on" IS DISTINCT FROM s."last_on");
$$;--> statement-breakpoint
CREATE FUNCTION "payment_allocations_refresh_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payables_refresh_paid"(ARRAY(SELECT DISTINCT "payable_id" FROM "changed_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "payment_allocations_refresh_paid_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payables_refresh_paid"(ARRAY(
    SELECT "payable_id" FROM "old_rows" UNION SELECT "payable_id" FROM "new_rows"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "vendor_payments_refresh_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "payables_refresh_paid"(ARRAY(
    SELECT DISTINCT a."payable_id" FROM "changed_rows" c
      JOIN "payment_allocations" a ON a."tenant_code" = c."tenant_code" AND a."payment_id" = c."id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_insert" AFTER INSERT ON "payment_allocations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_allocations_refresh_paid"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_delete" AFTER DELETE ON "payment_allocations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_allocations_refresh_paid"();--> statement-breakpoint
CREATE TRIGGER "payment_allocations_paid_update" AFTER UPDATE ON "payment_allocations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payment_allocations_refresh_paid_moved"();--> statement-breakpoint
CREATE TRIGGER "vendor_payments_paid_update" AFTER UPDATE ON "vendor_payments" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_payments_refresh_paid"();--> statement-breakpoint
SELECT "payables_refresh_paid"(ARRAY(SELECT DISTINCT "payable_id" FROM "payment_allocations"));
