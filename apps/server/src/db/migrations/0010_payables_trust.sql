-- Issue 12 (payables you can trust): every payable history row says which fields the change altered,
-- from and to ([{"field","from","to"}]). Rows written before this migration get the status and remark
-- changes they made, read from the row before them of the same payable; a create has none.
ALTER TABLE "payable_history" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
UPDATE "payable_history" h
   SET "changes" = h."changes" || jsonb_build_array(jsonb_build_object('field', 'status', 'from', p.prev_status, 'to', h."status"))
  FROM (SELECT "id", lag("status") OVER (PARTITION BY "tenant_code", "payable_id" ORDER BY "id") AS prev_status
          FROM "payable_history") p
 WHERE p."id" = h."id" AND p.prev_status IS NOT NULL AND p.prev_status <> h."status";
--> statement-breakpoint
UPDATE "payable_history" h
   SET "changes" = h."changes" || jsonb_build_array(jsonb_build_object('field', 'remarks', 'from', p.prev_remarks, 'to', h."remarks"))
  FROM (SELECT "id", lag("remarks") OVER (PARTITION BY "tenant_code", "payable_id" ORDER BY "id") AS prev_remarks
          FROM "payable_history") p
 WHERE p."id" = h."id" AND p.prev_remarks IS NOT NULL AND p.prev_remarks <> h."remarks";
