DROP INDEX "children_age_band_idx";--> statement-breakpoint
DROP INDEX "children_ranking_idx";--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "verified_phone" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "verified_single" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "verified_genotype" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "phone_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "children_age_band_idx" ON "children" USING btree ("gender","year_of_birth","month_of_birth","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"genotype","user_id","marital_status","education_level","employment_status","country_of_residence","citizenship","salat_pattern","sect","height","weight","is_willing_to_relocate","has_children","is_a_revert","is_smoker","is_drinker","has_addictions","phone_verified","single_confirmed_at","genotype_checked_at") WHERE "children"."listed";--> statement-breakpoint
CREATE INDEX "children_ranking_idx" ON "children" USING btree ("gender","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"year_of_birth","month_of_birth","genotype","user_id","marital_status","education_level","employment_status","country_of_residence","citizenship","salat_pattern","sect","height","weight","is_willing_to_relocate","has_children","is_a_revert","is_smoker","is_drinker","has_addictions","phone_verified","single_confirmed_at","genotype_checked_at") WHERE "children"."listed";--> statement-breakpoint
-- The guardian's phone badge on each of the account's singles (decision 083): discovery reads
-- children alone (the band scans are index-only), so users.phone_verified_at is copied to
-- children.phone_verified, here and by the two triggers below. Changing it stamps the single
-- through the children_arrival trigger (any change of a listed single), so stored lists of the
-- other gender look at it again.
UPDATE "children" c SET "phone_verified" = true
  FROM "users" u WHERE u."id" = c."user_id" AND u."phone_verified_at" IS NOT NULL;--> statement-breakpoint
CREATE FUNCTION "users_phone_verified_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "children" SET "phone_verified" = (NEW."phone_verified_at" IS NOT NULL)
    WHERE "user_id" = NEW."id" AND "phone_verified" <> (NEW."phone_verified_at" IS NOT NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- On any update whose final row changed the check, not `UPDATE OF "phone_verified_at"`: a
-- changed number clears the check inside users_phone_change (migration 0023), a BEFORE trigger,
-- and a column list only sees the columns the statement itself set.
CREATE TRIGGER "users_phone_verified" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN (OLD."phone_verified_at" IS DISTINCT FROM NEW."phone_verified_at")
  EXECUTE FUNCTION "users_phone_verified_copy"();
--> statement-breakpoint
CREATE FUNCTION "children_phone_verified_init"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."phone_verified" := EXISTS (
    SELECT 1 FROM "users" WHERE "id" = NEW."user_id" AND "phone_verified_at" IS NOT NULL);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "children_phone_verified" BEFORE INSERT ON "children"
  FOR EACH ROW EXECUTE FUNCTION "children_phone_verified_init"();
