CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_idx" ON "phone_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "phone_codes_phone_idx" ON "phone_codes" USING btree ("phone_hash","created_at");--> statement-breakpoint
-- Decision 083: a changed number is unverified again, wherever it is changed (the account's own
-- settings, staff, a script): its confirmation is cleared and the codes texted to the old number
-- are voided, in the changing transaction itself.
CREATE FUNCTION "users_phone_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."phone" IS DISTINCT FROM OLD."phone" THEN
    NEW."phone_verified_at" := NULL;
    UPDATE "phone_codes" SET "used_at" = now()
      WHERE "user_id" = NEW."id" AND "used_at" IS NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_phone_change" BEFORE UPDATE OF "phone" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_phone_changed"();
