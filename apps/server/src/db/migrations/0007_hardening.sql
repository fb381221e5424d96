CREATE TABLE "advance_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"advance_request_id" integer NOT NULL,
	"action" varchar(40) NOT NULL,
	"from_status" varchar(100) DEFAULT '' NOT NULL,
	"to_status" varchar(100) NOT NULL,
	"requested_amount" numeric(14, 2) NOT NULL,
	"reason" varchar(300) DEFAULT '' NOT NULL,
	"changed_by" varchar(200) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Edited by hand: sign-in failure counters are short-lived, so the table is made anew keyed by
-- user name and source address instead of altering its primary key.
DROP TABLE "login_failures";--> statement-breakpoint
CREATE TABLE "login_failures" (
	"user_name" varchar(200) NOT NULL,
	"source" varchar(64) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_failures_user_name_source_pk" PRIMARY KEY("user_name","source")
);
--> statement-breakpoint
ALTER TABLE "payable_history" ADD COLUMN "action" varchar(40) DEFAULT 'update' NOT NULL;--> statement-breakpoint
ALTER TABLE "payable_history" ADD COLUMN "remarks" varchar(150) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payable_history" ADD COLUMN "reason" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tokens_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advance_history" ADD CONSTRAINT "advance_history_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_history" ADD CONSTRAINT "advance_history_advance_request_id_advance_requests_id_fk" FOREIGN KEY ("advance_request_id") REFERENCES "public"."advance_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advance_history_tenant_advance_idx" ON "advance_history" USING btree ("tenant_code","advance_request_id","id");--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_idx" ON "login_failures" USING btree ("last_failed_at");