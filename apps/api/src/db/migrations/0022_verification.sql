ALTER TABLE "children" ADD COLUMN "single_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "genotype_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "asks_before_match" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;