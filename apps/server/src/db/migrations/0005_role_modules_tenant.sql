-- Edited by hand: existing rows take their role's tenant before the column becomes NOT NULL.
ALTER TABLE "role_modules" ADD COLUMN "tenant_code" varchar(64);--> statement-breakpoint
UPDATE "role_modules" AS rm SET "tenant_code" = r."tenant_code" FROM "roles" AS r WHERE r."id" = rm."role_id";--> statement-breakpoint
ALTER TABLE "role_modules" ALTER COLUMN "tenant_code" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "role_modules_tenant_idx" ON "role_modules" USING btree ("tenant_code");
