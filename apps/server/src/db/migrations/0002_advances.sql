CREATE TABLE "advance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"advance_id" varchar(20) NOT NULL,
	"site_code" varchar(64) NOT NULL,
	"requested_by" varchar(200) NOT NULL,
	"requested_amount" numeric(14, 2) NOT NULL,
	"requested_by_date" date NOT NULL,
	"requester_comments" varchar(200) DEFAULT '' NOT NULL,
	"status" varchar(100) NOT NULL,
	"document_ids" text DEFAULT '' NOT NULL,
	"created_by" varchar(200) NOT NULL,
	"updated_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "advance_requests_tenant_code_uq" UNIQUE("tenant_code","advance_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"user_description" varchar(200) DEFAULT '' NOT NULL,
	"created_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"advance_request_id" integer NOT NULL,
	"expense_type" varchar(100) NOT NULL,
	"expense_amount" numeric(14, 2) NOT NULL,
	"expense_date" date NOT NULL,
	"remarks" varchar(200) DEFAULT '' NOT NULL,
	"document_ids" text DEFAULT '' NOT NULL,
	"created_by" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advance_requests" ADD CONSTRAINT "advance_requests_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_advance_request_id_advance_requests_id_fk" FOREIGN KEY ("advance_request_id") REFERENCES "public"."advance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_id_idx" ON "advance_requests" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "documents_tenant_id_idx" ON "documents" USING btree ("tenant_code","id");--> statement-breakpoint
CREATE INDEX "expenses_tenant_advance_idx" ON "expenses" USING btree ("tenant_code","advance_request_id","id");