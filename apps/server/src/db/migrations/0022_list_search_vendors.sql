-- Written by hand (issue 16): the vendor list's category filter and its sorts (the name's is 0021's),
-- each ending in id (the tie-break of every sort), so that a company with many vendors pages them
-- without sorting them all.
CREATE INDEX "vendors_tenant_category_id_idx" ON "vendors" ("tenant_code", "vendor_category", "id");--> statement-breakpoint
CREATE INDEX "vendors_tenant_city_id_idx" ON "vendors" ("tenant_code", "city", "id");--> statement-breakpoint
CREATE INDEX "vendors_tenant_balance_id_idx" ON "vendors" ("tenant_code", "current_balance", "id");--> statement-breakpoint
CREATE INDEX "vendors_tenant_created_id_idx" ON "vendors" ("tenant_code", "created_at", "id");
