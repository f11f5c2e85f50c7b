-- Pending transfers by reference (decision 076). A decision settles its transaction's pending
-- transfers: `reference = $1 AND phase = 'pending'`. Pending is a transfer's phase for good (its
-- post or void is another row), so the partial index of pending transfers (0021, by credit account)
-- holds every one ever made. With statistics that lag the inserts, as in a busy hour, the decision's
-- generic plan read that whole index for the few rows of one reference: in `bench/money.ts`, 4,800
-- pending transfers read and dropped by every approval and rejection, more with each deposit. This
-- index has the same predicate and the reference as its key, so a plan that takes the predicate's
-- index reads one reference's pending transfers.
CREATE INDEX "ledger_transfers_pending_reference_idx" ON "ledger_transfers" ("reference") WHERE "phase" = 'pending';
