CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"vendor_code" varchar(20) NOT NULL,
	"vendor_name" varchar(50) NOT NULL,
	"vendor_description" varchar(150) NOT NULL,
	"vendor_category" varchar(200) NOT NULL,
	"type_of_work" varchar(200) DEFAULT '' NOT NULL,
	"type_of_goods" varchar(1000) DEFAULT '' NOT NULL,
	"contact_person" varchar(50) NOT NULL,
	"phone_number" varchar(10) NOT NULL,
	"email_id" varchar(150) NOT NULL,
	"address_line1" varchar(150) NOT NULL,
	"address_line2" varchar(150) NOT NULL,
	"city" varchar(150) NOT NULL,
	"state" varchar(200) NOT NULL,
	"country" varchar(200) NOT NULL,
	"status" varchar(30) DEFAULT 'Active' NOT NULL,
	"opening_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"opening_balance_date" date,
	"type_of_transaction_for_ob" varchar(2) DEFAULT 'Cr' NOT NULL,
	"current_balance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"current_balance_date" date,
	"type_of_transaction_for_cb" varchar(2) DEFAULT 'Cr' NOT NULL,
	"performance_grade" varchar(10),
	"performance_score" numeric(7, 2),
	"max_score" numeric(7, 2),
	"bulk_tag" varchar(50),
	"created_by" varchar(200) NOT NULL,
	"updated_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_tenant_code_uq" UNIQUE("tenant_code","vendor_code")
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendors_tenant_id_idx" ON "vendors" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "vendors_tenant_name_phone_idx" ON "vendors" USING btree ("tenant_code",lower("vendor_name"),"phone_number");--> statement-breakpoint
CREATE INDEX "vendors_tenant_bulk_tag_idx" ON "vendors" USING btree ("tenant_code","bulk_tag");