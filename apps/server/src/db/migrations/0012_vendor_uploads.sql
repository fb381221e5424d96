-- Each bulk upload is recorded with its own tag (issue 12): file name, when, by whom, how many
-- vendors it stored. Before this, every bulk vendor carried the one tag 'BulkUpload', which the
-- tag selector now uses to mean "every upload"; those vendors move to one recorded upload per
-- company, 'UPL00000' (code_sequences hands out UPL00001 onwards, so it never comes back), with no
-- file name (it was never kept), dated and signed by its first vendor.
CREATE TABLE "vendor_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_code" varchar(64) NOT NULL,
	"tag" varchar(50) NOT NULL,
	"file_name" varchar(255),
	"row_count" integer NOT NULL,
	"uploaded_by" varchar(200) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_uploads_tenant_tag_uq" UNIQUE("tenant_code","tag")
);
--> statement-breakpoint
ALTER TABLE "vendor_uploads" ADD CONSTRAINT "vendor_uploads_tenant_code_companies_company_code_fk" FOREIGN KEY ("tenant_code") REFERENCES "public"."companies"("company_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "vendor_uploads" ("tenant_code", "tag", "file_name", "row_count", "uploaded_by", "uploaded_at")
SELECT "tenant_code", 'UPL00000', NULL, count(*)::integer, (array_agg("created_by" ORDER BY "created_at", "id"))[1], min("created_at")
FROM "vendors"
WHERE "bulk_tag" IS NOT NULL
GROUP BY "tenant_code";
--> statement-breakpoint
UPDATE "vendors" SET "bulk_tag" = 'UPL00000' WHERE "bulk_tag" IS NOT NULL;
