CREATE TABLE "saved_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"address" text NOT NULL,
	"label" text,
	"slot" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_addresses_slot_range" CHECK ("saved_addresses"."slot" >= 1 AND "saved_addresses"."slot" <= 20),
	CONSTRAINT "saved_addresses_address_length" CHECK (length("saved_addresses"."address") BETWEEN 1 AND 200),
	CONSTRAINT "saved_addresses_label_length" CHECK ("saved_addresses"."label" IS NULL OR length("saved_addresses"."label") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_addresses" ADD CONSTRAINT "saved_addresses_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_user_method_address_idx" ON "saved_addresses" USING btree ("user_id","payment_method_id","address");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_addresses_user_method_slot_idx" ON "saved_addresses" USING btree ("user_id","payment_method_id","slot");--> statement-breakpoint
CREATE INDEX "saved_addresses_payment_method_idx" ON "saved_addresses" USING btree ("payment_method_id");