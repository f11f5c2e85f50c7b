CREATE TABLE "rate_limits" (
	"bucket" text NOT NULL,
	"key_hash" text NOT NULL,
	"hits" integer NOT NULL,
	"reset_at_ms" bigint NOT NULL,
	CONSTRAINT "rate_limits_bucket_key_hash_pk" PRIMARY KEY("bucket","key_hash")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at_ms");