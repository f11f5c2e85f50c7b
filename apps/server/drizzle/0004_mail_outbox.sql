CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"to_name" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_valid" CHECK ("mail_outbox"."status" IN ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_attempts_non_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" IN ('pending', 'sending');--> statement-breakpoint
-- Wakes the mail workers (LISTEN copyvest_mail) when mails are queued. NOTIFY is delivered after
-- COMMIT, so a worker never looks for a mail whose transaction is still open or rolled back.
CREATE FUNCTION copyvest_notify_mail() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('copyvest_mail', 'queued');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_outbox_notify AFTER INSERT ON mail_outbox
  FOR EACH STATEMENT EXECUTE FUNCTION copyvest_notify_mail();
