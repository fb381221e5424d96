-- A company's time zone decides its "today" (due, overdue, ageing, this week, subscription expiry)
-- and when its daily digest goes out. Existing companies take their country's zone; a company in a
-- country without a known zone stays on UTC until its ADMIN picks one.
ALTER TABLE "companies" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "time_zone" = 'Asia/Kolkata' WHERE lower("country") IN ('india', 'in', 'ind');--> statement-breakpoint
-- Whether a recorded payment sends the vendor a remittance advice (when the vendor has an e-mail).
ALTER TABLE "companies" ADD COLUMN "remittance_advice" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- In-app notifications: one row per recipient, written in the same transaction as the change.
CREATE TABLE "notifications" (
  "id" bigserial PRIMARY KEY,
  "tenant_code" varchar(64) NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" varchar(40) NOT NULL,
  "title" varchar(300) NOT NULL,
  "body" text NOT NULL DEFAULT '',
  "link" varchar(300),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "read_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("tenant_code", "user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("tenant_code", "user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
-- The mail outbox: a mail is queued in the transaction that makes it and sent afterwards by a sender
-- that claims rows with FOR UPDATE SKIP LOCKED. The Message-ID is fixed at queueing, so a repeat
-- after a crash mid-send is recognisable. status: queued | sending | sent | dead | kept (no SMTP_URL).
CREATE TABLE "mail_outbox" (
  "id" bigserial PRIMARY KEY,
  "tenant_code" varchar(64),
  "user_id" integer,
  "kind" varchar(40) NOT NULL,
  "to_address" varchar(320) NOT NULL,
  "subject" varchar(300) NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "message_id" varchar(200) NOT NULL UNIQUE,
  "status" varchar(10) DEFAULT 'queued' NOT NULL CHECK ("status" IN ('queued', 'sending', 'sent', 'dead', 'kept')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at", "id") WHERE "status" IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_idx" ON "mail_outbox" ("tenant_code", "created_at" DESC, "id" DESC);--> statement-breakpoint
-- A user's choices: e-mail per kind of notification (absent kind = on) and the daily digest.
CREATE TABLE "notification_settings" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "tenant_code" varchar(64) NOT NULL,
  "email_kinds" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "digest" boolean DEFAULT true NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- One digest per user per local day, whichever process gets there first.
CREATE TABLE "digest_runs" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "local_date" date NOT NULL,
  "tenant_code" varchar(64) NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "local_date")
);
