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
ALTER TABLE "onetime_attributes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;
