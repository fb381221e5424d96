-- Extra header lines a queued mail carries (name -> value): the digest's List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 2369, RFC 8058), so a mail client offers its own one-click unsubscribe.
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
