-- A descending index column matches an ORDER BY … DESC only when its NULLs come first too
-- (DESC defaults to NULLS FIRST; drizzle-kit wrote NULLS LAST): the list page, the likes pages and
-- the audit log sorted what their indexes should have handed over in order.
DROP INDEX "recommendations_listed_idx";--> statement-breakpoint
DROP INDEX "likes_initiator_recent_idx";--> statement-breakpoint
DROP INDEX "likes_receiver_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_target_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "recommendations_listed_idx" ON "recommendations" USING btree ("child_id","misses","score" DESC NULLS FIRST,"candidate_id") WHERE "recommendations"."listed";--> statement-breakpoint
CREATE INDEX "likes_initiator_recent_idx" ON "likes" USING btree ("initiator_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "likes"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "likes_receiver_idx" ON "likes" USING btree ("receiver_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);