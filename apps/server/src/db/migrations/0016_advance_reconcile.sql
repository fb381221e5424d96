-- Written by hand (issue 17, an advance comes back as bills or cash).
-- Returns (the holder gives cash back) and reimbursements (the company pays the holder's overspend) of
-- an advance. Never deleted: a reversal marks one Reversed with who, when and why.
CREATE TABLE "advance_settlements" (
  "id" serial PRIMARY KEY NOT NULL,
  "tenant_code" varchar(64) NOT NULL REFERENCES "companies"("company_code"),
  "advance_request_id" integer NOT NULL REFERENCES "advance_requests"("id"),
  "kind" varchar(20) NOT NULL CHECK ("kind" IN ('return', 'reimburse')),
  "settlement_date" date NOT NULL,
  "amount" numeric(14, 2) NOT NULL CHECK ("amount" > 0),
  "payment_mode" varchar(100) NOT NULL,
  "reference" varchar(50) DEFAULT '' NOT NULL,
  "remarks" varchar(150) DEFAULT '' NOT NULL,
  "status" varchar(20) DEFAULT 'Active' NOT NULL CHECK ("status" IN ('Active', 'Reversed')),
  "created_by" varchar(200) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "reversed_by" varchar(200),
  "reversed_at" timestamp with time zone,
  "reverse_reason" varchar(300) DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX "advance_settlements_tenant_advance_idx" ON "advance_settlements" ("tenant_code", "advance_request_id", "id");--> statement-breakpoint
-- Who settled an advance through Reconcile, and when (null: not settled that way).
ALTER TABLE "advance_requests" ADD COLUMN "settled_by" varchar(200);--> statement-breakpoint
ALTER TABLE "advance_requests" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- A history row about an amount keeps it before and after: the approved amount on approval, the
-- remaining balance on a return, reimbursement or reversal; and names the return or reimbursement.
ALTER TABLE "advance_history" ADD COLUMN "from_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "advance_history" ADD COLUMN "to_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "advance_history" ADD COLUMN "settlement_id" integer;--> statement-breakpoint
-- The person balance reads the open advances of a tenant by status.
CREATE INDEX "advance_requests_tenant_status_idx" ON "advance_requests" ("tenant_code", "status");
