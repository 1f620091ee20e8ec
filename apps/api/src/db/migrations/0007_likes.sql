CREATE TABLE "like_non_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"like_id" uuid NOT NULL,
	"expired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "likes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiator_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reminded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "likes_status_check" CHECK ("likes"."status" in ('pending', 'accepted', 'rejected', 'withdrawn', 'expired', 'ended')),
	CONSTRAINT "likes_not_self_check" CHECK ("likes"."initiator_id" <> "likes"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"like_id" uuid NOT NULL,
	"man_id" uuid NOT NULL,
	"woman_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"end_reason" text,
	"ended_by" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_status_check" CHECK ("matches"."status" in ('active', 'cancelled')),
	CONSTRAINT "matches_ended_check" CHECK (("matches"."status" = 'active') = ("matches"."ended_at" is null))
);
--> statement-breakpoint
ALTER TABLE "like_non_responses" ADD CONSTRAINT "like_non_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_non_responses" ADD CONSTRAINT "like_non_responses_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "like_non_responses" ADD CONSTRAINT "like_non_responses_like_id_likes_id_fk" FOREIGN KEY ("like_id") REFERENCES "public"."likes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_initiator_id_children_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "likes" ADD CONSTRAINT "likes_receiver_id_children_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_like_id_likes_id_fk" FOREIGN KEY ("like_id") REFERENCES "public"."likes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_man_id_children_id_fk" FOREIGN KEY ("man_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_woman_id_children_id_fk" FOREIGN KEY ("woman_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "like_non_responses_like_unique" ON "like_non_responses" USING btree ("like_id");--> statement-breakpoint
CREATE INDEX "like_non_responses_user_idx" ON "like_non_responses" USING btree ("user_id","expired_at");--> statement-breakpoint
CREATE INDEX "like_non_responses_child_idx" ON "like_non_responses" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "likes_live_pair_unique" ON "likes" USING btree ("initiator_id","receiver_id") WHERE "likes"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "likes_initiator_idx" ON "likes" USING btree ("initiator_id","receiver_id");--> statement-breakpoint
CREATE INDEX "likes_initiator_recent_idx" ON "likes" USING btree ("initiator_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "likes"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "likes_receiver_idx" ON "likes" USING btree ("receiver_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "likes_pending_due_idx" ON "likes" USING btree ("created_at") WHERE "likes"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "matches_like_unique" ON "matches" USING btree ("like_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matches_man_active_unique" ON "matches" USING btree ("man_id") WHERE "matches"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "matches_woman_active_unique" ON "matches" USING btree ("woman_id") WHERE "matches"."status" = 'active';--> statement-breakpoint
CREATE INDEX "matches_man_idx" ON "matches" USING btree ("man_id");--> statement-breakpoint
CREATE INDEX "matches_woman_idx" ON "matches" USING btree ("woman_id");