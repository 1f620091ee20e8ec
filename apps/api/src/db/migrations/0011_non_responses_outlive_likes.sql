ALTER TABLE "like_non_responses" DROP CONSTRAINT "like_non_responses_like_id_likes_id_fk";
--> statement-breakpoint
ALTER TABLE "like_non_responses" ALTER COLUMN "like_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "like_non_responses" ADD CONSTRAINT "like_non_responses_like_id_likes_id_fk" FOREIGN KEY ("like_id") REFERENCES "public"."likes"("id") ON DELETE set null ON UPDATE no action;