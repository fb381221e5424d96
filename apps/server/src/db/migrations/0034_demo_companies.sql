-- The demo's companies (seeded by `npm start` with published logins) are marked, so the app can show
-- "Demo data" and nobody takes them for a real company's books. Companies seeded before this column
-- are the demo's when they carry its code and its published administrator.
ALTER TABLE "companies" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "is_demo" = true
WHERE ("company_code" = 'DEMO01' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."tenant_code" = 'DEMO01' AND "users"."user_name" = 'demoadmin'))
   OR ("company_code" = 'BETA01' AND EXISTS (SELECT 1 FROM "users" WHERE "users"."tenant_code" = 'BETA01' AND "users"."user_name" = 'betaadmin'));
