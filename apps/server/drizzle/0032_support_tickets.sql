-- Support tickets (decision 052): a signed-in user's tickets, their public thread, attachments
-- (files of the owner-only `tickets` bucket), the desk's internal notes (a table of their own, so
-- no query or event about the thread can carry one) and the admins' canned replies.
CREATE TABLE "support_tickets" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" text NOT NULL REFERENCES "users"("id"),
  "subject" text NOT NULL,
  "category" text NOT NULL,
  "priority" text NOT NULL DEFAULT 'normal',
  "status" text NOT NULL DEFAULT 'open',
  "assignee_id" text REFERENCES "users"("id"),
  "user_unread" boolean NOT NULL DEFAULT false,
  "last_message_at" timestamp with time zone NOT NULL DEFAULT now(),
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "support_tickets_category_valid" CHECK ("category" IN ('account', 'deposit', 'withdrawal', 'investment', 'copy_trading', 'other')),
  CONSTRAINT "support_tickets_priority_valid" CHECK ("priority" IN ('low', 'normal', 'high')),
  CONSTRAINT "support_tickets_status_valid" CHECK ("status" IN ('open', 'answered', 'closed')),
  CONSTRAINT "support_tickets_closed_at" CHECK (("status" = 'closed') = ("closed_at" IS NOT NULL)),
  CONSTRAINT "support_tickets_subject_length" CHECK (char_length("subject") BETWEEN 1 AND 150)
);
--> statement-breakpoint
CREATE INDEX "support_tickets_user_idx" ON "support_tickets" ("user_id", "last_message_at");
--> statement-breakpoint
CREATE INDEX "support_tickets_status_idx" ON "support_tickets" ("status", "last_message_at");
--> statement-breakpoint
CREATE INDEX "support_tickets_assignee_idx" ON "support_tickets" ("assignee_id");
--> statement-breakpoint
CREATE TABLE "support_ticket_messages" (
  "id" text PRIMARY KEY NOT NULL,
  "ticket_id" text NOT NULL REFERENCES "support_tickets"("id") ON DELETE CASCADE,
  "author_id" text NOT NULL REFERENCES "users"("id"),
  "from_staff" boolean NOT NULL,
  "body" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "support_ticket_messages_body_length" CHECK (char_length("body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_idx" ON "support_ticket_messages" ("ticket_id", "created_at");
--> statement-breakpoint
CREATE TABLE "support_ticket_attachments" (
  "bucket_id" text NOT NULL,
  "file_id" text NOT NULL,
  "message_id" text NOT NULL REFERENCES "support_ticket_messages"("id") ON DELETE CASCADE,
  "ticket_id" text NOT NULL REFERENCES "support_tickets"("id") ON DELETE CASCADE,
  CONSTRAINT "support_ticket_attachments_pk" PRIMARY KEY ("bucket_id", "file_id"),
  CONSTRAINT "support_ticket_attachments_file_fk" FOREIGN KEY ("bucket_id", "file_id") REFERENCES "files"("bucket_id", "id") ON DELETE CASCADE,
  CONSTRAINT "support_ticket_attachments_bucket" CHECK ("bucket_id" = 'tickets')
);
--> statement-breakpoint
CREATE INDEX "support_ticket_attachments_message_idx" ON "support_ticket_attachments" ("message_id");
--> statement-breakpoint
CREATE TABLE "support_ticket_notes" (
  "id" text PRIMARY KEY NOT NULL,
  "ticket_id" text NOT NULL REFERENCES "support_tickets"("id") ON DELETE CASCADE,
  "author_id" text NOT NULL REFERENCES "users"("id"),
  "body" text NOT NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "support_ticket_notes_body_length" CHECK (char_length("body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE INDEX "support_ticket_notes_ticket_idx" ON "support_ticket_notes" ("ticket_id", "created_at");
--> statement-breakpoint
CREATE TABLE "support_canned_replies" (
  "id" text PRIMARY KEY NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "created_by" text NOT NULL REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "support_canned_replies_title_length" CHECK (char_length("title") BETWEEN 1 AND 80),
  CONSTRAINT "support_canned_replies_body_length" CHECK (char_length("body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
-- Realtime: a ticket's change and a new public message are announced like every other change
-- (after COMMIT), with the ticket's owner; the hub sends them to that owner and active admins on
-- the `tickets` channels. Notes have no trigger: no event ever carries one.
CREATE FUNCTION copyvest_notify_support_ticket() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('copyvest_changes', jsonb_build_object(
    'c', 'support_tickets', 'e', lower(TG_OP), 'id', NEW.id, 'u', NEW.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_tickets_notify_change AFTER INSERT OR UPDATE ON support_tickets
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_support_ticket();
--> statement-breakpoint
CREATE FUNCTION copyvest_notify_support_ticket_message() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('copyvest_changes', jsonb_build_object(
    'c', 'support_ticket_messages', 'e', 'insert', 'id', NEW.id,
    'u', (SELECT user_id FROM support_tickets WHERE id = NEW.ticket_id))::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER support_ticket_messages_notify_change AFTER INSERT ON support_ticket_messages
  FOR EACH ROW EXECUTE FUNCTION copyvest_notify_support_ticket_message();
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_transaction_kinds";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_kinds" CHECK (("kind" IN ('account_activated', 'trade_matured', 'copy_position_opened', 'copy_position_closed', 'copy_stopped', 'ticket_replied')) = ("transaction_id" IS NULL));
