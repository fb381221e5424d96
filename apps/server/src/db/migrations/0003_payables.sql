CREATE TABLE "payable_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"payable_id" integer NOT NULL,
	"vendor_payable_code" varchar(20) NOT NULL,
	"erf_site_id" integer NOT NULL,
	"erf_vendor_id" integer NOT NULL,
	"type_of_work" varchar(200) DEFAULT '' NOT NULL,
	"type_of_materials" varchar(200) DEFAULT '' NOT NULL,
	"quantity" text NOT NULL,
	"units" varchar(100) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"bill_date" date NOT NULL,
	"payment_due_date" date NOT NULL,
	"status" varchar(100) NOT NULL,
	"updated_by" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payables" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"vendor_payable_code" varchar(20) NOT NULL,
	"erf_site_id" integer NOT NULL,
	"erf_vendor_id" integer NOT NULL,
	"type_of_work" varchar(200) DEFAULT '' NOT NULL,
	"type_of_materials" varchar(200) DEFAULT '' NOT NULL,
	"quantity" text NOT NULL,
	"units" varchar(100) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"payment_mode" varchar(100) NOT NULL,
	"payment_due_date" date NOT NULL,
	"bill_date" date NOT NULL,
	"remarks" varchar(150) DEFAULT '' NOT NULL,
	"status" varchar(100) NOT NULL,
	"vendor_document_ids" text DEFAULT '' NOT NULL,
	"created_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "payables_tenant_code_uq" UNIQUE("tenant_code","vendor_payable_code")
);
--> statement-breakpoint
ALTER TABLE "payable_history" ADD CONSTRAINT "payable_history_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_history" ADD CONSTRAINT "payable_history_payable_id_payables_id_fk" FOREIGN KEY ("payable_id") REFERENCES "public"."payables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_erf_site_id_sites_id_fk" FOREIGN KEY ("erf_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payables" ADD CONSTRAINT "payables_erf_vendor_id_vendors_id_fk" FOREIGN KEY ("erf_vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payable_history_tenant_id_idx" ON "payable_history" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "payable_history_tenant_payable_idx" ON "payable_history" USING btree ("tenant_code","payable_id","id");--> statement-breakpoint
CREATE INDEX "payables_tenant_id_idx" ON "payables" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "payables_tenant_vendor_idx" ON "payables" USING btree ("tenant_code","erf_vendor_id");--> statement-breakpoint
CREATE INDEX "payables_tenant_site_bill_idx" ON "payables" USING btree ("tenant_code","erf_site_id","bill_date");--> statement-breakpoint
CREATE INDEX "payables_tenant_bill_idx" ON "payables" USING btree ("tenant_code","bill_date");