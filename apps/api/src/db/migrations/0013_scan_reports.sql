ALTER TABLE "reports" ADD COLUMN "source" text DEFAULT 'family' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "findings" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_scan_unique" ON "reports" USING btree ("child_id") WHERE "reports"."status" = 'open' and "reports"."source" = 'scan';--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_source_check" CHECK ("reports"."source" in ('family', 'scan'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_scan_no_reporter_check" CHECK ("reports"."source" = 'family' or ("reports"."reporter_user_id" is null and "reports"."reporter_child_id" is null));