ALTER TABLE "recommendations" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Entries whose candidate is paused or suspended today (kept in place, hidden from pages).
UPDATE "recommendations" r SET "listed" = false FROM "children" c WHERE c."id" = r."candidate_id" AND NOT c."listed";--> statement-breakpoint
CREATE INDEX "recommendations_listed_idx" ON "recommendations" USING btree ("child_id","position") WHERE "recommendations"."listed";
