-- Issue 27 point 4: a company's API key is kept only as its SHA-256 (hex). The key itself is answered
-- once, when the company is created or its key rotated; the session's calls carry a value derived
-- from the session instead (lib/api-key.ts). sha256() is core PostgreSQL (11+), so this runs on PGlite.
ALTER TABLE "companies" ADD COLUMN "api_key_hash" varchar(64);--> statement-breakpoint
UPDATE "companies" SET "api_key_hash" = encode(sha256(convert_to("api_key", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "companies" ALTER COLUMN "api_key_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_api_key_hash_unique" UNIQUE("api_key_hash");--> statement-breakpoint
ALTER TABLE "companies" DROP COLUMN "api_key";--> statement-breakpoint
-- Issue 27 point 5: the server writes the user audit (sign-in, sign-out, failures, lock-out, password
-- change and reset), each row naming its event. Rows written before were sign-ins the client reported.
ALTER TABLE "user_audit" ADD COLUMN "event" varchar(40) DEFAULT 'sign-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_audit" ALTER COLUMN "token_fingerprint" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "user_audit_token_idx" ON "user_audit" ("token_fingerprint", "event");--> statement-breakpoint
-- Audit and history rows are append-only, enforced by the database whoever asks (as vendor_ledger, 0025).
CREATE FUNCTION "audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_audit_no_update" BEFORE UPDATE OR DELETE ON "user_audit" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "user_audit_no_truncate" BEFORE TRUNCATE ON "user_audit" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_update" BEFORE UPDATE OR DELETE ON "admin_audit" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "admin_audit_no_truncate" BEFORE TRUNCATE ON "admin_audit" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "payable_history_no_update" BEFORE UPDATE OR DELETE ON "payable_history" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "payable_history_no_truncate" BEFORE TRUNCATE ON "payable_history" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "advance_history_no_update" BEFORE UPDATE OR DELETE ON "advance_history" FOR EACH ROW EXECUTE FUNCTION "audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "advance_history_no_truncate" BEFORE TRUNCATE ON "advance_history" FOR EACH STATEMENT EXECUTE FUNCTION "audit_append_only"();
