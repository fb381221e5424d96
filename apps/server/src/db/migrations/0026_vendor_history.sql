-- Issue 27 point 1: every change to a vendor leaves a history row (who, when, each field from → to),
-- written by the server in the change's transaction (db/vendor-history.ts). Append-only, as
-- vendor_ledger: the database refuses UPDATE, DELETE and TRUNCATE. Bank account numbers are stored
-- masked (all but the last 4 characters). No foreign key to vendors: a deleted vendor's rows stay.
CREATE TABLE "vendor_history" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "vendor_id" integer NOT NULL,
  "vendor_code" varchar(20) NOT NULL,
  "action" varchar(20) NOT NULL,
  "field" varchar(40) DEFAULT '' NOT NULL,
  "from_value" text DEFAULT '' NOT NULL,
  "to_value" text DEFAULT '' NOT NULL,
  "changed_by" varchar(200) NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "vendor_history_action_ck" CHECK ("action" IN ('create', 'update', 'delete'))
);--> statement-breakpoint
CREATE INDEX "vendor_history_tenant_vendor_idx" ON "vendor_history" ("tenant_code", "vendor_id", "id");--> statement-breakpoint
CREATE INDEX "vendor_history_tenant_bank_idx" ON "vendor_history" ("tenant_code", "vendor_id", "changed_at") WHERE "field" IN ('bankAccountName', 'bankAccountNumber', 'bankIfsc');--> statement-breakpoint
CREATE FUNCTION "vendor_history_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'vendor_history is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "vendor_history_no_update" BEFORE UPDATE OR DELETE ON "vendor_history" FOR EACH ROW EXECUTE FUNCTION "vendor_history_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "vendor_history_no_truncate" BEFORE TRUNCATE ON "vendor_history" FOR EACH STATEMENT EXECUTE FUNCTION "vendor_history_refuse_change"();--> statement-breakpoint
-- The vendors stored before: one create row each, by whoever created them, when they did.
INSERT INTO "vendor_history" ("tenant_code", "vendor_id", "vendor_code", "action", "to_value", "changed_by", "changed_at")
  SELECT "tenant_code", "id", "vendor_code", 'create', "vendor_name", "created_by", "created_at" FROM "vendors";
