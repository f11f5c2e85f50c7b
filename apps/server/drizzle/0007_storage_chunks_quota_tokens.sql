CREATE TABLE "file_chunks" (
	"bucket_id" text NOT NULL,
	"file_id" text NOT NULL,
	"index" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"part_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_chunks_bucket_id_file_id_index_pk" PRIMARY KEY("bucket_id","file_id","index"),
	CONSTRAINT "file_chunks_index_valid" CHECK ("file_chunks"."index" >= 0),
	CONSTRAINT "file_chunks_size_valid" CHECK ("file_chunks"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "file_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"bucket_id" text NOT NULL,
	"file_id" text NOT NULL,
	"created_by" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accessed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_usage" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "storage_usage_bytes_non_negative" CHECK ("storage_usage"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "files" DROP CONSTRAINT "files_ready_complete";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "folder" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "upload_session_id" text;--> statement-breakpoint
ALTER TABLE "file_chunks" ADD CONSTRAINT "file_chunks_bucket_id_file_id_files_bucket_id_id_fk" FOREIGN KEY ("bucket_id","file_id") REFERENCES "public"."files"("bucket_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_tokens" ADD CONSTRAINT "file_tokens_bucket_id_file_id_files_bucket_id_id_fk" FOREIGN KEY ("bucket_id","file_id") REFERENCES "public"."files"("bucket_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_usage" ADD CONSTRAINT "storage_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_tokens_file_idx" ON "file_tokens" USING btree ("bucket_id","file_id","created_at");--> statement-breakpoint
CREATE INDEX "files_uploading_idx" ON "files" USING btree ("created_at") WHERE "files"."status" = 'uploading';--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_ready_complete" CHECK ("files"."status" <> 'ready' OR ("files"."size_uploaded" = "files"."size_original" AND "files"."chunks_uploaded" = "files"."chunks_total" AND "files"."signature" IS NOT NULL));--> statement-breakpoint
-- Uploads left unfinished under the old one-chunk-after-another protocol cannot be continued (their
-- chunks have no rows); their leftover parts are removed by the storage sweep.
DELETE FROM "files" WHERE "status" = 'uploading';--> statement-breakpoint
UPDATE "files" SET "permissions" =
  CASE WHEN "bucket_id" = 'images' THEN ARRAY['read("users")'] ELSE ARRAY[]::text[] END
  || ARRAY['read("user:' || "owner_id" || '")', 'update("user:' || "owner_id" || '")', 'delete("user:' || "owner_id" || '")'];--> statement-breakpoint
INSERT INTO "storage_usage" ("user_id", "bytes")
  SELECT "owner_id", SUM("size_original") FROM "files" GROUP BY "owner_id";
