CREATE TABLE "site_visits" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_visits_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "is_polygamous" boolean;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "wali_name" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "wali_email" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "wali_phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('MALE', 'FEMALE'));