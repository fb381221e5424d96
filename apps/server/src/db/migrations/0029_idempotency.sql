-- Issue 27 point 6: Idempotency-Key on money writes. A key is the caller's (company and user): the
-- first request with it claims the row (the primary key refuses a second claim), does the work, and
-- stores its answer; a replay with the same body answers that stored answer, another body is refused.
-- Rows are forgotten 24 hours after they were made (plugins/idempotency.ts).
CREATE TABLE IF NOT EXISTS idempotency_keys (
  tenant_code varchar(64) NOT NULL,
  user_name varchar(200) NOT NULL,
  idem_key varchar(200) NOT NULL,
  request_hash char(64) NOT NULL,
  -- NULL while the first request is still at work.
  status_code integer,
  response_body text,
  content_type varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_code, user_name, idem_key)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS idempotency_keys_created_idx ON idempotency_keys (created_at);
