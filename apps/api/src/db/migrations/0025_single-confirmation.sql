CREATE TABLE "single_confirmations" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"language" text NOT NULL,
	"token_hash" text,
	"token_purpose" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone NOT NULL,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "single_confirmations" ADD CONSTRAINT "single_confirmations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "single_confirmations_token_idx" ON "single_confirmations" USING btree ("token_hash");