ALTER TABLE "likes" ADD COLUMN "awaiting_her_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "likes" ADD COLUMN "her_token_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "likes_her_token_unique" ON "likes" USING btree ("her_token_hash") WHERE "likes"."her_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "likes_awaiting_her_idx" ON "likes" USING btree ("awaiting_her_since") WHERE "likes"."status" = 'pending' and "likes"."awaiting_her_since" is not null;