-- Issue 27 point 3: a company's own document storage quota in bytes; null = the server's default
-- (STORAGE_QUOTA_BYTES, 5 GB). Uploads past it are refused (lib/documents/document-store.ts).
ALTER TABLE "companies" ADD COLUMN "storage_quota_bytes" bigint;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_storage_quota_positive" CHECK ("storage_quota_bytes" IS NULL OR "storage_quota_bytes" > 0);
--> statement-breakpoint
-- The use of a company (the sum of its documents' sizes) read from the index alone.
CREATE INDEX "documents_tenant_size_idx" ON "documents" ("tenant_code", "size_bytes");
--> statement-breakpoint
-- The sweep of documents no record holds looks at those older than a day.
CREATE INDEX "documents_created_idx" ON "documents" ("created_at");
