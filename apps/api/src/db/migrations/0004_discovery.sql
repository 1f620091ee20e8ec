CREATE TABLE "recommendation_lists" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recommendations" (
	"child_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "recommendations_child_id_position_pk" PRIMARY KEY("child_id","position")
);
--> statement-breakpoint
DROP INDEX "children_gender_birth_idx";--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD CONSTRAINT "recommendation_lists_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_child_id_recommendation_lists_child_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."recommendation_lists"("child_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_candidate_id_children_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendations_candidate_idx" ON "recommendations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "children_explore_idx" ON "children" USING btree ("gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"genotype","user_id") WHERE "children"."listed";--> statement-breakpoint
CREATE INDEX "children_recent_idx" ON "children" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"user_id") WHERE "children"."listed";--> statement-breakpoint
CREATE INDEX "children_gender_birth_idx" ON "children" USING btree ("gender","year_of_birth") WHERE "children"."listed";