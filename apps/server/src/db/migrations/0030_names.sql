-- Issue 27 (9): user names are unique whatever their case ("Admin" beside "admin" read as one name).
-- Names that already differ only in case: the oldest user keeps the name; each later one is renamed
-- <name>-<id> (cut to fit), their sessions end, and the rename is written to their company's admin
-- audit log (Admin → Audit log), so an administrator can tell them their new user name.
WITH "ranked" AS (
  SELECT "id", "user_name", row_number() OVER (PARTITION BY lower("user_name") ORDER BY "id") AS "n"
  FROM "users"
), "renamed" AS (
  UPDATE "users" AS "u"
  SET "user_name" = left("r"."user_name", 88) || '-' || "u"."id", "tokens_valid_after" = clock_timestamp()
  FROM "ranked" AS "r"
  WHERE "r"."id" = "u"."id" AND "r"."n" > 1
  RETURNING "u"."id", "u"."tenant_code", "r"."user_name" AS "old_name", "u"."user_name" AS "new_name"
)
INSERT INTO "admin_audit" ("tenant_code", "actor", "action", "target_kind", "target_id", "target_name", "details")
SELECT "tenant_code", 'migration 0030', 'user.rename', 'user', "id", "new_name",
  jsonb_build_object('from', "old_name", 'reason', 'user names are unique whatever their case')
FROM "renamed";--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_uq" ON "users" (lower("user_name"));
