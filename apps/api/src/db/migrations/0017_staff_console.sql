CREATE TABLE "deleted_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_by" text NOT NULL,
	CONSTRAINT "deleted_accounts_by_check" CHECK ("deleted_accounts"."deleted_by" in ('self', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "removed_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"report_id" uuid,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"normalized" text NOT NULL,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "removed_texts" ADD CONSTRAINT "removed_texts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_texts" ADD CONSTRAINT "removed_texts_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "removed_texts" ADD CONSTRAINT "removed_texts_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_accounts_created_idx" ON "deleted_accounts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deleted_accounts_deleted_idx" ON "deleted_accounts" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "removed_texts_child_idx" ON "removed_texts" USING btree ("child_id","field");--> statement-breakpoint
CREATE INDEX "removed_texts_report_idx" ON "removed_texts" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "children_name_prefix_idx" ON "children" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at");