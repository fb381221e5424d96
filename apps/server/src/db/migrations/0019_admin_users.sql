-- Written by hand (issue 15, company administration).
-- Users: an email and phone, and the flag a one-time password sets (the user must choose a password).
ALTER TABLE "users" ADD COLUMN "email" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The rights a role holds inside each granted module, beyond what its role type gives (src/lib/rights.ts).
CREATE TABLE "role_rights" (
  "role_id" integer NOT NULL REFERENCES "roles"("id") ON DELETE CASCADE,
  "tenant_code" varchar(64) NOT NULL,
  "module_name" varchar(100) NOT NULL,
  "rights" text[] DEFAULT '{}'::text[] NOT NULL,
  PRIMARY KEY ("role_id", "module_name")
);--> statement-breakpoint
CREATE INDEX "role_rights_tenant_idx" ON "role_rights" ("tenant_code");--> statement-breakpoint
CREATE TRIGGER "role_rights_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_rights" FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_changed"();--> statement-breakpoint
-- Every administrator's action (db/admin-audit.ts recordAdminAction): who, what, on what, when.
CREATE TABLE "admin_audit" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor" varchar(100) NOT NULL,
  "action" varchar(60) NOT NULL,
  "target_kind" varchar(30) NOT NULL,
  "target_id" integer,
  "target_name" varchar(200) DEFAULT '' NOT NULL,
  "details" jsonb DEFAULT '{}'::jsonb NOT NULL
);--> statement-breakpoint
CREATE INDEX "admin_audit_tenant_at_idx" ON "admin_audit" ("tenant_code", "at" DESC, "id" DESC);
