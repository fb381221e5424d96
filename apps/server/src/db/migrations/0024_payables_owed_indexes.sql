-- Written by hand (issue 16: the payables list's "overdue only" filter and vendor search at a million
-- payables).
-- Partial indexes over the payables still owed: not settled, closed or cancelled, with money left to
-- pay (what payables.repo.ts `owedCondition` writes, with the same literal statuses, so the planner
-- proves the predicate under a generic plan too). Overdue is owed and due before today: the due date
-- is a key column, so a capped count of overdue payables reads the index alone.
-- At a site, by amount (the bench's "overdue at a site"), and by due date (overdue anywhere).
CREATE INDEX "payables_owed_site_amount_idx" ON "payables" ("tenant_code", "erf_site_id", "amount", "id", "payment_due_date") WHERE "status" NOT IN ('Payment Settled', 'Closed', 'Cancelled') AND "amount" + "tax_amount" > "paid_amount";--> statement-breakpoint
CREATE INDEX "payables_owed_due_idx" ON "payables" ("tenant_code", "payment_due_date", "id", "erf_site_id") WHERE "status" NOT IN ('Payment Settled', 'Closed', 'Cancelled') AND "amount" + "tax_amount" > "paid_amount";--> statement-breakpoint
-- A search's payables of the vendors it names, with the list's status filter, from the index alone
-- (payables.repo.ts `payableConditions`); it leads as payables_tenant_vendor_idx did, which it replaces.
CREATE INDEX "payables_tenant_vendor_status_idx" ON "payables" ("tenant_code", "erf_vendor_id", "status", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "payables_tenant_vendor_idx";
