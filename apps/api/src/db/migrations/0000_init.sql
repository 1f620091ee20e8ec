CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"display_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"year_of_birth" smallint NOT NULL,
	"month_of_birth" smallint NOT NULL,
	"gender" text NOT NULL,
	"genotype" text NOT NULL,
	"height" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"marital_status" text NOT NULL,
	"has_children" boolean NOT NULL,
	"is_smoker" boolean NOT NULL,
	"is_drinker" boolean NOT NULL,
	"has_addictions" boolean NOT NULL,
	"citizenship" text NOT NULL,
	"state" text NOT NULL,
	"lga" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"is_mixed_ethnicity" boolean DEFAULT false NOT NULL,
	"mixed_ethnicity_description" text,
	"education_level" text NOT NULL,
	"profession" text NOT NULL,
	"employment_status" text NOT NULL,
	"professional_plans" text NOT NULL,
	"is_willing_to_relocate" boolean NOT NULL,
	"relocation_plans" text,
	"is_a_revert" boolean NOT NULL,
	"sect" text NOT NULL,
	"belongs_to_islamic_organization" boolean NOT NULL,
	"islamic_organization_name" text,
	"speakers_listened_to" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_practicing_in" text NOT NULL,
	"salat_pattern" text NOT NULL,
	"description_of_islamic_practice" text NOT NULL,
	"about" text NOT NULL,
	"about_education_and_job" text NOT NULL,
	"about_dressing" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_gender_check" CHECK ("children"."gender" in ('MALE', 'FEMALE')),
	CONSTRAINT "children_month_check" CHECK ("children"."month_of_birth" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_name" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"plan_description" text NOT NULL,
	"interval" text DEFAULT 'annual' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_amount_check" CHECK ("plans"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified_at" timestamp with time zone,
	"alternate_email" text,
	"alternate_email_verified_at" timestamp with time zone,
	"role" text DEFAULT 'guardian' NOT NULL,
	"singles_limit" smallint,
	"suspended_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('guardian', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "children_display_id_unique" ON "children" USING btree ("display_id");--> statement-breakpoint
CREATE INDEX "children_user_id_idx" ON "children" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "children_gender_birth_idx" ON "children" USING btree ("gender","year_of_birth");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_currency_unique" ON "plans" USING btree ("plan_name","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));