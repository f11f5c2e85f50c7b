-- Copy trading (decision 043). A lead trader's book is measured on an index that followers' money
-- does not move; a follower's copy is an account of its own in the double-entry books
-- (`copy:<id>`), and every settlement is a transfer between it and the platform's trading results
-- (P&L) or the trader's balance (profit share). The numbers are defined in decision 043.

-- What a lead trader may trade; the admin keeps the list.
CREATE TABLE "instruments" (
	"id" text PRIMARY KEY,
	"symbol" text NOT NULL UNIQUE,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_symbol_length" CHECK (char_length("symbol") BETWEEN 1 AND 20)
);
--> statement-breakpoint
INSERT INTO "instruments" ("id", "symbol", "name") VALUES
	('btc-usd', 'BTC/USD', 'Bitcoin'),
	('eth-usd', 'ETH/USD', 'Ethereum'),
	('spx', 'S&P 500', 'S&P 500 index');
--> statement-breakpoint
-- A user the admin made a lead trader, with the public profile and the strategy's index.
CREATE TABLE "lead_traders" (
	"user_id" text PRIMARY KEY REFERENCES "users"("id"),
	"display_name" text NOT NULL,
	"avatar_file_id" text,
	"strategy" text DEFAULT '' NOT NULL,
	"risk_level" integer NOT NULL,
	"min_allocation" bigint NOT NULL,
	"max_allocation" bigint NOT NULL,
	"profit_share_bps" integer NOT NULL,
	-- The strategy's equity index: 100 when the role is first given, moved by every close.
	"index_value" double precision DEFAULT 100 NOT NULL,
	-- The statistics computed from the book at the last close (and the ranking's sparkline).
	"stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sparkline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "lead_traders_risk_range" CHECK ("risk_level" BETWEEN 1 AND 5),
	CONSTRAINT "lead_traders_allocation_bounds" CHECK ("min_allocation" > 0 AND "max_allocation" >= "min_allocation"),
	CONSTRAINT "lead_traders_share_range" CHECK ("profit_share_bps" BETWEEN 0 AND 3000),
	CONSTRAINT "lead_traders_index_floor" CHECK ("index_value" >= 0),
	CONSTRAINT "lead_traders_withdrawn" CHECK ("active" = ("withdrawn_at" IS NULL))
);
--> statement-breakpoint
-- A trader's position. Sizes are basis points: `size_bps` of the index at the open; `open_bps`
-- the part of that size still open (10000 = all of it).
CREATE TABLE "trader_positions" (
	"id" text PRIMARY KEY,
	"trader_id" text NOT NULL REFERENCES "lead_traders"("user_id"),
	"instrument_id" text NOT NULL REFERENCES "instruments"("id"),
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"size_bps" integer NOT NULL,
	"entry_price" numeric(20, 8) NOT NULL,
	"index_at_open" double precision NOT NULL,
	"open_bps" integer DEFAULT 10000 NOT NULL,
	-- The last price the trader recorded for it: the entry, then each close's exit.
	"last_price" numeric(20, 8) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "trader_positions_side_valid" CHECK ("side" IN ('long', 'short')),
	CONSTRAINT "trader_positions_size_range" CHECK ("size_bps" BETWEEN 1 AND 10000),
	CONSTRAINT "trader_positions_open_range" CHECK ("open_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "trader_positions_prices_positive" CHECK ("entry_price" > 0 AND "last_price" > 0),
	CONSTRAINT "trader_positions_status_valid" CHECK ("status" IN ('open', 'closed')),
	CONSTRAINT "trader_positions_closed_when_none_open" CHECK (("status" = 'closed') = ("open_bps" = 0)),
	CONSTRAINT "trader_positions_closed_at" CHECK (("status" = 'closed') = ("closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "trader_positions_trader_idx" ON "trader_positions" ("trader_id", "opened_at");
--> statement-breakpoint
CREATE INDEX "trader_positions_open_idx" ON "trader_positions" ("trader_id") WHERE "status" = 'open';
--> statement-breakpoint
-- One close (part or all) of a position: what the statistics are computed from.
CREATE TABLE "position_closes" (
	"id" text PRIMARY KEY,
	"position_id" text NOT NULL REFERENCES "trader_positions"("id"),
	"trader_id" text NOT NULL REFERENCES "lead_traders"("user_id"),
	-- The part of the position's original size this close took.
	"closed_bps" integer NOT NULL,
	"exit_price" numeric(20, 8) NOT NULL,
	"pnl_index" double precision NOT NULL,
	"index_after" double precision NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"followers_settled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "position_closes_part_range" CHECK ("closed_bps" BETWEEN 1 AND 10000),
	CONSTRAINT "position_closes_exit_positive" CHECK ("exit_price" > 0)
);
--> statement-breakpoint
CREATE INDEX "position_closes_trader_idx" ON "position_closes" ("trader_id", "closed_at");
--> statement-breakpoint
-- A follower's copy of a trader: the `copy:<id>` account's balance is `equity`.
CREATE TABLE "copies" (
	"id" text PRIMARY KEY,
	"follower_id" text NOT NULL REFERENCES "users"("id"),
	"trader_id" text NOT NULL REFERENCES "lead_traders"("user_id"),
	"status" text DEFAULT 'active' NOT NULL,
	"equity" bigint DEFAULT 0 NOT NULL,
	-- The allocation plus added funds.
	"invested" bigint NOT NULL,
	"high_water_mark" bigint NOT NULL,
	-- Settled profit and loss (signed, before profit shares) and the shares paid from it.
	"realized" bigint DEFAULT 0 NOT NULL,
	"shares_paid" bigint DEFAULT 0 NOT NULL,
	-- What went back to the balance when it closed.
	"returned" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "copies_status_valid" CHECK ("status" IN ('active', 'paused', 'stopping', 'closed')),
	CONSTRAINT "copies_not_self" CHECK ("follower_id" <> "trader_id"),
	CONSTRAINT "copies_equity_floor" CHECK ("equity" >= 0),
	CONSTRAINT "copies_invested_positive" CHECK ("invested" > 0),
	CONSTRAINT "copies_shares_floor" CHECK ("shares_paid" >= 0),
	CONSTRAINT "copies_closed_at" CHECK (("status" = 'closed') = ("closed_at" IS NOT NULL)),
	CONSTRAINT "copies_closed_empty" CHECK ("status" <> 'closed' OR ("equity" = 0 AND "returned" IS NOT NULL))
);
--> statement-breakpoint
-- One running copy per follower and trader.
CREATE UNIQUE INDEX "copies_one_running" ON "copies" ("follower_id", "trader_id") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "copies_trader_running_idx" ON "copies" ("trader_id") WHERE "status" <> 'closed';
--> statement-breakpoint
CREATE INDEX "copies_follower_idx" ON "copies" ("follower_id", "created_at");
--> statement-breakpoint
-- A copy's mirror of a trader's position, opened on the copy's equity at that moment.
CREATE TABLE "copy_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"copy_id" text NOT NULL REFERENCES "copies"("id"),
	"position_id" text NOT NULL REFERENCES "trader_positions"("id"),
	"equity_at_open" bigint NOT NULL,
	"open_bps" integer DEFAULT 10000 NOT NULL,
	"realized" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "copy_positions_equity_positive" CHECK ("equity_at_open" > 0),
	CONSTRAINT "copy_positions_open_range" CHECK ("open_bps" BETWEEN 0 AND 10000),
	CONSTRAINT "copy_positions_status_valid" CHECK ("status" IN ('open', 'closed')),
	CONSTRAINT "copy_positions_closed_when_none_open" CHECK (("status" = 'closed') = ("open_bps" = 0))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_positions_one_per_copy" ON "copy_positions" ("copy_id", "position_id");
--> statement-breakpoint
CREATE INDEX "copy_positions_open_idx" ON "copy_positions" ("position_id") WHERE "status" = 'open';
--> statement-breakpoint
-- Each settlement of a mirror: a trader's close (once per close and copy) or the follower's
-- "close now" (once per mirror). The copy's history, and the proof a close settled once.
CREATE TABLE "copy_settlements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"copy_id" text NOT NULL REFERENCES "copies"("id"),
	"mirror_id" bigint NOT NULL REFERENCES "copy_positions"("id"),
	"close_id" text REFERENCES "position_closes"("id"),
	"kind" text NOT NULL,
	"closed_bps" integer NOT NULL,
	"exit_price" numeric(20, 8) NOT NULL,
	-- The mirror's result as computed, what the copy could bear of a loss (`pnl` >= -equity), and
	-- the trader's share taken from a gain above the high-water mark.
	"computed" bigint NOT NULL,
	"pnl" bigint NOT NULL,
	"share" bigint DEFAULT 0 NOT NULL,
	"equity_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "copy_settlements_kind_valid" CHECK ("kind" IN ('trader_close', 'close_now')),
	CONSTRAINT "copy_settlements_close_named" CHECK (("kind" = 'trader_close') = ("close_id" IS NOT NULL)),
	CONSTRAINT "copy_settlements_cap" CHECK ("pnl" >= "computed" AND ("pnl" = "computed" OR "pnl" < 0)),
	CONSTRAINT "copy_settlements_share_floor" CHECK ("share" >= 0),
	CONSTRAINT "copy_settlements_equity_floor" CHECK ("equity_after" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_settlements_once_per_close" ON "copy_settlements" ("close_id", "copy_id") WHERE "close_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "copy_settlements_close_now_once" ON "copy_settlements" ("mirror_id") WHERE "kind" = 'close_now';
--> statement-breakpoint
CREATE INDEX "copy_settlements_copy_idx" ON "copy_settlements" ("copy_id", "created_at");
--> statement-breakpoint
-- The platform's settings an admin changes (the first: where the landing's three figures come
-- from). Values are JSON; every change is audited.
CREATE TABLE "platform_settings" (
	"key" text PRIMARY KEY,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text
);
--> statement-breakpoint
-- A copy is an account in the books.
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_account_names";
--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_account_names" CHECK (
	"debit_account" ~ '^(user:[^:]+:(balance|profit|bonus)|platform:[a-z_]+|copy:[^:]+)$'
	AND "credit_account" ~ '^(user:[^:]+:(balance|profit|bonus)|platform:[a-z_]+|copy:[^:]+)$');
--> statement-breakpoint
-- Notifications about copies carry what the web shows (copy, trader, symbol, signed result).
ALTER TABLE "notifications" ADD COLUMN "data" jsonb;
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK ("kind" IN ('deposit_approved', 'deposit_rejected', 'withdrawal_approved', 'withdrawal_rejected', 'account_activated', 'profit_credited', 'trade_matured', 'trade_completed', 'copy_position_opened', 'copy_position_closed', 'copy_stopped'));
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_transaction_kinds";
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transaction_kinds" CHECK (("kind" IN ('account_activated', 'trade_matured', 'copy_position_opened', 'copy_position_closed', 'copy_stopped')) = ("transaction_id" IS NULL));
