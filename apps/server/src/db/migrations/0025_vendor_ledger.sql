-- The vendor ledger: one append-only table of every event that changes what a company owes a vendor.
-- Every money figure (a vendor's Current Balance, a payable's paid and outstanding, the summaries,
-- the ageing, the statement) is computed from it (docs/MONEY.md). Amounts are signed: + credit (the
-- company owes the vendor more), − debit. Rows are never updated or deleted: a change posts a new row.
CREATE TABLE "vendor_ledger" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  -- No foreign key: a vendor with only an opening balance may be deleted; its rows stay, netted to 0.
  "vendor_id" integer NOT NULL,
  "site_id" integer REFERENCES "sites"("id"),
  "payable_id" integer REFERENCES "payables"("id"),
  "payment_id" integer REFERENCES "vendor_payments"("id"),
  "kind" varchar(20) NOT NULL,
  "entry_date" date NOT NULL,
  "amount" numeric(14, 2) NOT NULL,
  "note" varchar(300) DEFAULT '' NOT NULL,
  "created_by" varchar(200) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_ledger_kind_ck" CHECK ("kind" IN ('opening', 'opening_correction', 'vendor_removed',
    'bill', 'bill_correction', 'bill_cancel', 'payment', 'tds', 'payment_reversal', 'tds_reversal')),
  CONSTRAINT "vendor_ledger_amount_ck" CHECK ("amount" <> 0),
  CONSTRAINT "vendor_ledger_payable_ck" CHECK (("payable_id" IS NULL) = ("kind" IN ('opening', 'opening_correction', 'vendor_removed')))
);--> statement-breakpoint
CREATE INDEX "vendor_ledger_tenant_vendor_idx" ON "vendor_ledger" ("tenant_code", "vendor_id", "entry_date", "id");--> statement-breakpoint
CREATE INDEX "vendor_ledger_tenant_date_idx" ON "vendor_ledger" ("tenant_code", "entry_date");--> statement-breakpoint
CREATE INDEX "vendor_ledger_tenant_payable_idx" ON "vendor_ledger" ("tenant_code", "payable_id") WHERE "payable_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_ledger_tenant_payment_idx" ON "vendor_ledger" ("tenant_code", "payment_id") WHERE "payment_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vendor_ledger_tenant_opening_idx" ON "vendor_ledger" ("tenant_code", "vendor_id", "entry_date") WHERE "payable_id" IS NULL;--> statement-breakpoint
-- Append-only, enforced by the database.
CREATE FUNCTION "vendor_ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_ledger_no_update" BEFORE UPDATE OR DELETE ON "vendor_ledger" FOR EACH ROW EXECUTE FUNCTION "vendor_ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "vendor_ledger_no_truncate" BEFORE TRUNCATE ON "vendor_ledger" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_ledger_refuse_change"();--> statement-breakpoint
-- The figures kept on the records for lists and sorts, derived from the ledger only (by the trigger
-- below, in the statement that posts): a payable's billed (bill, corrections, cancel) and paid
-- (payments and TDS less their reversals), so its outstanding is billed − paid; a vendor's signed
-- balance and the date of its latest row.
ALTER TABLE "payables" ADD COLUMN "billed_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "ledger_balance" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "ledger_last_date" date;--> statement-breakpoint
-- paid_amount and last_paid_on were kept from the allocations (migration 0015); the ledger keeps them now.
DROP TRIGGER "payment_allocations_paid_insert" ON "payment_allocations";--> statement-breakpoint
DROP TRIGGER "payment_allocations_paid_delete" ON "payment_allocations";--> statement-breakpoint
DROP TRIGGER "payment_allocations_paid_update" ON "payment_allocations";--> statement-breakpoint
DROP TRIGGER "vendor_payments_paid_update" ON "vendor_payments";--> statement-breakpoint
DROP FUNCTION "payment_allocations_refresh_paid"();--> statement-breakpoint
DROP FUNCTION "payment_allocations_refresh_paid_moved"();--> statement-breakpoint
DROP FUNCTION "vendor_payments_refresh_paid"();--> statement-breakpoint
DROP FUNCTION "payables_refresh_paid"(integer[]);--> statement-breakpoint
-- Applies posted rows to the kept figures. Increments, so two transactions posting for one vendor at
-- once both count (an UPDATE that waited for the row adds to the row as the other left it).
CREATE FUNCTION "vendor_ledger_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One UPDATE of each payable posted to (billed, paid and, when a payment row came, the latest
  -- date of a payment that is not reversed: null when none).
  UPDATE "payables" AS p SET
    "billed_amount" = p."billed_amount" + d."billed",
    "paid_amount" = p."paid_amount" + d."paid",
    "last_paid_on" = CASE WHEN NOT d."payments" THEN p."last_paid_on" ELSE (
      SELECT max(l."entry_date") FROM "vendor_ledger" l
      WHERE l."tenant_code" = p."tenant_code" AND l."payable_id" = p."id" AND l."kind" IN ('payment', 'tds')
        AND NOT EXISTS (SELECT 1 FROM "vendor_ledger" r
          WHERE r."tenant_code" = l."tenant_code" AND r."payable_id" = l."payable_id"
            AND r."payment_id" = l."payment_id" AND r."kind" IN ('payment_reversal', 'tds_reversal'))) END
  FROM (
    SELECT "payable_id",
      coalesce(sum("amount") FILTER (WHERE "kind" IN ('bill', 'bill_correction', 'bill_cancel')), 0) AS "billed",
      -coalesce(sum("amount") FILTER (WHERE "kind" IN ('payment', 'tds', 'payment_reversal', 'tds_reversal')), 0) AS "paid",
      bool_or("kind" IN ('payment', 'tds', 'payment_reversal', 'tds_reversal')) AS "payments"
    FROM "posted" WHERE "payable_id" IS NOT NULL GROUP BY "payable_id"
  ) AS d
  WHERE p."id" = d."payable_id";
  UPDATE "vendors" AS v SET
    "ledger_balance" = v."ledger_balance" + d."total",
    "current_balance" = abs(v."ledger_balance" + d."total"),
    "type_of_transaction_for_cb" = CASE WHEN v."ledger_balance" + d."total" < 0 THEN 'Dr' ELSE 'Cr' END,
    "ledger_last_date" = greatest(v."ledger_last_date", d."last"),
    "current_balance_date" = greatest(v."ledger_last_date", d."last")
  FROM (SELECT "vendor_id", sum("amount") AS "total", max("entry_date") AS "last" FROM "posted" GROUP BY "vendor_id") AS d
  WHERE v."id" = d."vendor_id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
UPDATE "payables" SET "paid_amount" = 0, "last_paid_on" = NULL;--> statement-breakpoint
CREATE TRIGGER "vendor_ledger_apply" AFTER INSERT ON "vendor_ledger" REFERENCING NEW TABLE AS "posted" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_ledger_apply"();--> statement-breakpoint
-- Back-fill from the records as they are: opening balances (at their date, else the day the vendor
-- was made), bills (amount + tax at the bill date), a Cancelled bill's reversing row, each
-- allocation of a payment as its cash and TDS parts (the payment's TDS taken by its allocations in
-- order), and a reversed payment's reversing rows (on the day reversed, never before the payment).
INSERT INTO "vendor_ledger" ("tenant_code", "vendor_id", "kind", "entry_date", "amount", "note", "created_by", "created_at")
SELECT v."tenant_code", v."id", 'opening', coalesce(v."opening_balance_date", (v."created_at" AT TIME ZONE 'UTC')::date),
  CASE WHEN v."type_of_transaction_for_ob" = 'Dr' THEN -v."opening_balance" ELSE v."opening_balance" END,
  '', v."created_by", v."created_at"
FROM "vendors" v WHERE v."opening_balance" <> 0
ORDER BY v."id";--> statement-breakpoint
-- Bills and payments in one statement, so the trigger updates each payable once.
INSERT INTO "vendor_ledger" ("tenant_code", "vendor_id", "site_id", "payable_id", "payment_id", "kind", "entry_date", "amount", "note", "created_by", "created_at")
WITH "split" AS (
  SELECT a."id", a."tenant_code", a."payment_id", a."payable_id", a."amount", p."erf_site_id", vp."erf_vendor_id",
    vp."payment_date", vp."status", vp."created_by", vp."created_at",
    coalesce(vp."reversed_by", vp."created_by") AS "reversed_by", coalesce(vp."reversed_at", vp."created_at") AS "reversed_at",
    least(a."amount", greatest(vp."tds_amount" - coalesce(sum(a."amount") OVER (PARTITION BY a."payment_id" ORDER BY a."id"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0), 0)) AS "tds_part"
  FROM "payment_allocations" a
  JOIN "vendor_payments" vp ON vp."id" = a."payment_id"
  JOIN "payables" p ON p."id" = a."payable_id"
),
"rows" AS (
  SELECT p."tenant_code", p."erf_vendor_id" AS "vendor_id", p."erf_site_id" AS "site_id", p."id" AS "payable_id",
    NULL::int AS "payment_id", e."kind", p."bill_date" AS "day", e."amount", p."created_by" AS "by", p."created_at" AS "at",
    0 AS "o1", p."id" AS "o2", e."n" AS "o3"
  FROM "payables" p
  CROSS JOIN LATERAL (VALUES ('bill', p."amount" + p."tax_amount", 1), ('bill_cancel', -(p."amount" + p."tax_amount"), 2)) AS e("kind", "amount", "n")
  WHERE p."amount" + p."tax_amount" <> 0 AND (e."kind" = 'bill' OR p."status" = 'Cancelled')
  UNION ALL
  SELECT s."tenant_code", s."erf_vendor_id", s."erf_site_id", s."payable_id", s."payment_id", e."kind", e."day", e."amount",
    e."by", e."at", 1, s."id", e."n"
  FROM "split" s
  CROSS JOIN LATERAL (VALUES
    ('payment', s."payment_date", -(s."amount" - s."tds_part"), s."created_by", s."created_at", 1),
    ('tds', s."payment_date", -s."tds_part", s."created_by", s."created_at", 2),
    ('payment_reversal', greatest(s."payment_date", (s."reversed_at" AT TIME ZONE 'UTC')::date), s."amount" - s."tds_part", s."reversed_by", s."reversed_at", 3),
    ('tds_reversal', greatest(s."payment_date", (s."reversed_at" AT TIME ZONE 'UTC')::date), s."tds_part", s."reversed_by", s."reversed_at", 4)
  ) AS e("kind", "day", "amount", "by", "at", "n")
  WHERE e."amount" <> 0 AND (e."n" <= 2 OR s."status" = 'Reversed')
)
SELECT "tenant_code", "vendor_id", "site_id", "payable_id", "payment_id", "kind", "day", "amount", '', "by", "at"
FROM "rows" ORDER BY "o1", "day", "o2", "o3";--> statement-breakpoint
-- Status follows the money: a payable marked Payment Settled or Closed with something outstanding
-- goes back to Payment Pending, with a history row saying why.
WITH "fixed" AS (
  UPDATE "payables" p SET "status" = 'Payment Pending', "version" = p."version" + 1, "updated_by" = 'system', "updated_at" = now()
  WHERE p."status" IN ('Payment Settled', 'Closed') AND p."billed_amount" - p."paid_amount" > 0
  RETURNING p.*, (SELECT q."status" FROM "payables" q WHERE q."id" = p."id") AS "old_status"
)
INSERT INTO "payable_history" ("tenant_code", "payable_id", "vendor_payable_code", "erf_site_id", "erf_vendor_id",
  "type_of_work", "type_of_materials", "quantity", "units", "amount", "tax_amount", "invoice_number", "bill_date",
  "payment_due_date", "status", "action", "remarks", "reason", "changes", "updated_by")
SELECT f."tenant_code", f."id", f."vendor_payable_code", f."erf_site_id", f."erf_vendor_id", f."type_of_work",
  f."type_of_materials", f."quantity", f."units", f."amount", f."tax_amount", f."invoice_number", f."bill_date",
  f."payment_due_date", f."status", 'status corrected', '',
  'Marked ' || f."old_status" || ' with ' || to_char(f."billed_amount" - f."paid_amount", 'FM999999999999990.00')
    || ' outstanding; back to Payment Pending until it is paid',
  jsonb_build_array(jsonb_build_object('field', 'status', 'from', f."old_status", 'to', 'Payment Pending')),
  'system'
FROM "fixed" f;
