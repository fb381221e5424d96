-- Written by hand (issue 14, money owed and paid).
-- Bill fields: the vendor's invoice number ('' when not given) and the tax on top of the amount.
ALTER TABLE "payables" ADD COLUMN "invoice_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payables" ADD COLUMN "tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payable_history" ADD COLUMN "invoice_number" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payable_history" ADD COLUMN "tax_amount" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- One bill per vendor invoice number (any case) among payables that are not Cancelled.
CREATE UNIQUE INDEX "payables_vendor_invoice_uq" ON "payables" ("tenant_code", "erf_vendor_id", lower("invoice_number"))
  WHERE "invoice_number" <> '' AND "status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "payables_tenant_due_idx" ON "payables" ("tenant_code", "payment_due_date");--> statement-breakpoint
-- Vendor tax ids and bank details ('' when not given).
ALTER TABLE "vendors" ADD COLUMN "gstin" varchar(15) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "pan" varchar(10) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_account_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_account_number" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "bank_ifsc" varchar(11) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Payments to vendors (never deleted; a reversal marks them Reversed) and their allocations.
CREATE TABLE "vendor_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "payment_code" varchar(20) NOT NULL,
  "erf_vendor_id" integer NOT NULL REFERENCES "vendors"("id"),
  "payment_date" date NOT NULL,
  "amount" numeric(14, 2) NOT NULL,
  "tds_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
  "payment_mode" varchar(100) NOT NULL,
  "reference" varchar(50) DEFAULT '' NOT NULL,
  "remarks" varchar(150) DEFAULT '' NOT NULL,
  "status" varchar(20) DEFAULT 'Active' NOT NULL,
  "created_by" varchar(200) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reversed_by" varchar(200),
  "reversed_at" timestamp with time zone,
  "reversal_reason" varchar(300),
  CONSTRAINT "vendor_payments_tenant_code_uq" UNIQUE("tenant_code", "payment_code"),
  CONSTRAINT "vendor_payments_amount_ck" CHECK ("amount" > 0 AND "tds_amount" >= 0),
  CONSTRAINT "vendor_payments_status_ck" CHECK ("status" IN ('Active', 'Reversed'))
);--> statement-breakpoint
CREATE INDEX "vendor_payments_tenant_vendor_idx" ON "vendor_payments" ("tenant_code", "erf_vendor_id", "payment_date");--> statement-breakpoint
CREATE INDEX "vendor_payments_tenant_date_idx" ON "vendor_payments" ("tenant_code", "payment_date");--> statement-breakpoint
CREATE TABLE "payment_allocations" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "payment_id" integer NOT NULL REFERENCES "vendor_payments"("id"),
  "payable_id" integer NOT NULL REFERENCES "payables"("id"),
  "amount" numeric(14, 2) NOT NULL,
  CONSTRAINT "payment_allocations_amount_ck" CHECK ("amount" > 0),
  CONSTRAINT "payment_allocations_payment_payable_uq" UNIQUE("payment_id", "payable_id")
);--> statement-breakpoint
CREATE INDEX "payment_allocations_tenant_payable_idx" ON "payment_allocations" ("tenant_code", "payable_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_tenant_payment_idx" ON "payment_allocations" ("tenant_code", "payment_id");
