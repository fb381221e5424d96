-- Written by hand (issue 12, advances and expenses you can trust).
-- The approved amount: what expenses may reach. An advance approved before this migration was
-- approved at the amount it carries now.
ALTER TABLE "advance_requests" ADD COLUMN "approved_amount" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "advance_requests" ADD COLUMN "overspend_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_requests" ADD COLUMN "overspend_reason" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "advance_requests" SET "approved_amount" = "requested_amount"
  WHERE "status" IN ('Approved', 'Settled', 'Closed');--> statement-breakpoint
-- Who changed an expense last, and when (null: never changed).
ALTER TABLE "expenses" ADD COLUMN "updated_by" varchar(200);--> statement-breakpoint
ALTER TABLE "expenses" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
-- A history row about one expense names it and keeps the expense before and after the change.
ALTER TABLE "advance_history" ADD COLUMN "expense_id" integer;--> statement-breakpoint
ALTER TABLE "advance_history" ADD COLUMN "from_value" varchar(600) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advance_history" ADD COLUMN "to_value" varchar(600) DEFAULT '' NOT NULL;
