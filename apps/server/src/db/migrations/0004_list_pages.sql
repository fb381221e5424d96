CREATE TABLE "tenant_row_counts" (
	"tenant_code" varchar(64) NOT NULL,
	"table_name" varchar(64) NOT NULL,
	"row_count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenant_row_counts_tenant_code_table_name_pk" PRIMARY KEY("tenant_code","table_name")
);
--> statement-breakpoint
-- Hand-written below: the triggers that keep tenant_row_counts true for every insert and delete,
-- per statement (a 10,000-row bulk insert is one counter update per tenant, not 10,000).
CREATE FUNCTION "tenant_row_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "tenant_row_counts" ("tenant_code", "table_name", "row_count")
    SELECT "tenant_code", TG_TABLE_NAME, count(*) FROM "changed_rows" GROUP BY "tenant_code"
  ON CONFLICT ("tenant_code", "table_name")
    DO UPDATE SET "row_count" = "tenant_row_counts"."row_count" + EXCLUDED."row_count";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "tenant_row_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "tenant_row_counts" AS c SET "row_count" = c."row_count" - d."n"
    FROM (SELECT "tenant_code", count(*) AS "n" FROM "changed_rows" GROUP BY "tenant_code") AS d
    WHERE c."tenant_code" = d."tenant_code" AND c."table_name" = TG_TABLE_NAME;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendors_count_insert" AFTER INSERT ON "vendors" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_add"();--> statement-breakpoint
CREATE TRIGGER "vendors_count_delete" AFTER DELETE ON "vendors" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "payables_count_insert" AFTER INSERT ON "payables" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_add"();--> statement-breakpoint
CREATE TRIGGER "payables_count_delete" AFTER DELETE ON "payables" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_remove"();--> statement-breakpoint
CREATE TRIGGER "advance_requests_count_insert" AFTER INSERT ON "advance_requests" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_add"();--> statement-breakpoint
CREATE TRIGGER "advance_requests_count_delete" AFTER DELETE ON "advance_requests" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "tenant_row_counts_remove"();--> statement-breakpoint
INSERT INTO "tenant_row_counts" ("tenant_code", "table_name", "row_count")
  SELECT "tenant_code", 'vendors', count(*) FROM "vendors" GROUP BY "tenant_code"
  UNION ALL SELECT "tenant_code", 'payables', count(*) FROM "payables" GROUP BY "tenant_code"
  UNION ALL SELECT "tenant_code", 'advance_requests', count(*) FROM "advance_requests" GROUP BY "tenant_code";
