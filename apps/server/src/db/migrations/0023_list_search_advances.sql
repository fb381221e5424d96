-- Written by hand (issue 16: search, filters and sort on the advance list, an advance's expenses and
-- My Expenses). Migration 0021 already keeps advance_requests' and expenses' folded search_text (with
-- the fields these lists search) and their trigram indexes, and (tenant_code, requested_by_date, id).
-- The advance list's filters and sorts, each ending in id (the tie-break of every sort). The requester's
-- index also finds a user's advances for My Expenses, whose expenses expenses_tenant_advance_idx reads.
CREATE INDEX "advance_requests_tenant_site_date_idx" ON "advance_requests" ("tenant_code", "site_code", "requested_by_date", "id");--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_requester_idx" ON "advance_requests" ("tenant_code", "requested_by", "id");--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_requested_amount_idx" ON "advance_requests" ("tenant_code", "requested_amount", "id");--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_approved_amount_idx" ON "advance_requests" ("tenant_code", "approved_amount", "id");--> statement-breakpoint
CREATE INDEX "advance_requests_tenant_created_idx" ON "advance_requests" ("tenant_code", "created_at", "id");
