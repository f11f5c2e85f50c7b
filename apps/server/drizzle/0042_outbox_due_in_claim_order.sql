-- The outbox's due index in the order the claim reads it (decision 077): (next_attempt_at, id),
-- as the claim's ORDER BY. A sent mail's row leaves the partial index, but its old entry stays until
-- a vacuum; a bitmap scan, which the claim's plan took for want of the id in the key, visits every
-- such entry at every claim (1,884 entries and 107 heap pages for 10 due mails in bench/money.ts).
-- An ordered index scan with a limit stops after the due mails it takes, and marks the entries it
-- finds dead so that later scans skip them without reading the table.
DROP INDEX "mail_outbox_due_idx";
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" ("next_attempt_at", "id") WHERE "status" IN ('pending', 'sending');
