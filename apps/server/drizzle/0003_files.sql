CREATE TABLE "files" (
	"bucket_id" text NOT NULL,
	"id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_original" bigint NOT NULL,
	"size_uploaded" bigint NOT NULL,
	"chunks_total" integer NOT NULL,
	"chunks_uploaded" integer NOT NULL,
	"status" text NOT NULL,
	"signature" text,
	"storage_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_bucket_id_id_pk" PRIMARY KEY("bucket_id","id"),
	CONSTRAINT "files_storage_name_unique" UNIQUE("storage_name"),
	CONSTRAINT "files_status_valid" CHECK ("files"."status" IN ('uploading', 'ready')),
	CONSTRAINT "files_size_range" CHECK ("files"."size_uploaded" >= 0 AND "files"."size_uploaded" <= "files"."size_original"),
	CONSTRAINT "files_chunks_range" CHECK ("files"."chunks_uploaded" >= 0 AND "files"."chunks_uploaded" <= "files"."chunks_total"),
	CONSTRAINT "files_ready_complete" CHECK ("files"."status" <> 'ready' OR ("files"."size_uploaded" = "files"."size_original" AND "files"."signature" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","bucket_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "files_bucket_created_idx" ON "files" USING btree ("bucket_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);