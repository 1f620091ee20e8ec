CREATE TABLE "genotype_evidence" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"claimed_genotype" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"file" "bytea",
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "genotype_evidence_status_check" CHECK ("genotype_evidence"."status" in ('pending', 'checked', 'rejected')),
	CONSTRAINT "genotype_evidence_file_check" CHECK (("genotype_evidence"."status" = 'pending') = ("genotype_evidence"."file" is not null))
);
--> statement-breakpoint
ALTER TABLE "genotype_evidence" ADD CONSTRAINT "genotype_evidence_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_evidence" ADD CONSTRAINT "genotype_evidence_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "genotype_evidence_pending_unique" ON "genotype_evidence" USING btree ("child_id") WHERE "genotype_evidence"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "genotype_evidence_queue_idx" ON "genotype_evidence" USING btree ("created_at","id") WHERE "genotype_evidence"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "genotype_evidence_child_idx" ON "genotype_evidence" USING btree ("child_id","created_at");--> statement-breakpoint
-- A changed genotype voids the check (decision 083), whatever changes it: the badge goes, and a
-- lab result waiting for the old genotype is dropped (staff would judge the wrong claim).
CREATE FUNCTION "children_genotype_void"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."genotype" IS DISTINCT FROM OLD."genotype" THEN
    NEW."genotype_checked_at" := NULL;
    DELETE FROM "genotype_evidence" WHERE "child_id" = NEW."id" AND "status" = 'pending';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "children_genotype_void" BEFORE UPDATE OF "genotype" ON "children"
  FOR EACH ROW EXECUTE FUNCTION "children_genotype_void"();
