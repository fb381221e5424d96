CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" varchar(64) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"country" varchar(100) NOT NULL,
	"api_key" varchar(128) NOT NULL,
	"subscription_start" date,
	"subscription_end" date,
	"subscription_status" varchar(30) DEFAULT 'Active' NOT NULL,
	"vendor_limit" integer,
	"salary_cycle_start_day" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_code_unique" UNIQUE("company_code"),
	CONSTRAINT "companies_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "onetime_attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(100) NOT NULL,
	"value" varchar(200) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "onetime_attributes_tenant_name_code_uq" UNIQUE("tenant_code","name","code")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"site_code" varchar(64) NOT NULL,
	"site_name" varchar(200) NOT NULL,
	"status" varchar(30) DEFAULT 'Active' NOT NULL,
	CONSTRAINT "sites_tenant_code_uq" UNIQUE("tenant_code","site_code")
);
--> statement-breakpoint
CREATE TABLE "code_sequences" (
	"tenant_code" varchar(64) NOT NULL,
	"name" varchar(32) NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "code_sequences_tenant_code_name_pk" PRIMARY KEY("tenant_code","name")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"user_name" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "modules_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "role_modules" (
	"role_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	CONSTRAINT "role_modules_role_id_module_id_pk" PRIMARY KEY("role_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"role_type" varchar(30) NOT NULL,
	"erf_product_id" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "roles_tenant_name_uq" UNIQUE("tenant_code","name")
);
--> statement-breakpoint
CREATE TABLE "user_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"logged_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(512),
	"token_fingerprint" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	CONSTRAINT "user_roles_user_role_uq" UNIQUE("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"user_name" varchar(100) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_name_unique" UNIQUE("user_name")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_modules" ADD CONSTRAINT "role_modules_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_modules" ADD CONSTRAINT "role_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onetime_attributes_list_idx" ON "onetime_attributes" USING btree ("tenant_code","name","sort_order");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "user_audit_tenant_idx" ON "user_audit" USING btree ("tenant_code","logged_in_at");--> statement-breakpoint
CREATE INDEX "user_roles_tenant_idx" ON "user_roles" USING btree ("tenant_code");--> statement-breakpoint
CREATE INDEX "users_tenant_idx" ON "users" USING btree ("tenant_code");