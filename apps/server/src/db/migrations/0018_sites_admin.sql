-- Written by hand (issue 15: Site Management and the company lists).
-- Sites: address, city, state, the site lead (a user name of the company), active flag, who changed them.
ALTER TABLE "sites" ADD COLUMN "address" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "city" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "state" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "site_lead" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "created_by" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "updated_by" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "sites" SET "is_active" = false WHERE "status" <> 'Active';--> statement-breakpoint
-- List values: a deactivated value leaves the lists the forms load; records keep its text.
ALTER TABLE "onetime_attributes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Who changed a site or a company list value, when, from what to what (the admin actions of issue 15).
CREATE TABLE "company_admin_changes" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "entity" varchar(30) NOT NULL,
  "entity_key" varchar(200) NOT NULL,
  "action" varchar(30) NOT NULL,
  "from_value" text DEFAULT '' NOT NULL,
  "to_value" text DEFAULT '' NOT NULL,
  "changed_by" varchar(200) NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "company_admin_changes_tenant_idx" ON "company_admin_changes" ("tenant_code", "entity", "id");
