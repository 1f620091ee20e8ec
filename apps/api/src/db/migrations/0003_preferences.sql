CREATE TABLE "preferences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"min_age" smallint DEFAULT 18 NOT NULL,
	"max_age" smallint,
	"genotypes" text[] DEFAULT '{}'::text[] NOT NULL,
	"min_height" double precision,
	"max_height" double precision,
	"min_weight" double precision,
	"max_weight" double precision,
	"marital_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"education_levels" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"countries_of_residence" text[] DEFAULT '{}'::text[] NOT NULL,
	"citizenships" text[] DEFAULT '{}'::text[] NOT NULL,
	"willing_to_relocate" boolean,
	"salat_patterns" text[] DEFAULT '{}'::text[] NOT NULL,
	"sects" text[] DEFAULT '{}'::text[] NOT NULL,
	"has_children" boolean,
	"is_revert" boolean,
	"is_smoker" boolean,
	"is_drinker" boolean,
	"has_addictions" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_min_age_check" CHECK ("preferences"."min_age" >= 18),
	CONSTRAINT "preferences_age_order_check" CHECK ("preferences"."max_age" is null or "preferences"."max_age" >= "preferences"."min_age"),
	CONSTRAINT "preferences_height_order_check" CHECK ("preferences"."min_height" is null or "preferences"."max_height" is null or "preferences"."min_height" <= "preferences"."max_height"),
	CONSTRAINT "preferences_weight_order_check" CHECK ("preferences"."min_weight" is null or "preferences"."max_weight" is null or "preferences"."min_weight" <= "preferences"."max_weight")
);
--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preferences_child_unique" ON "preferences" USING btree ("child_id");