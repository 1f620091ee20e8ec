-- Lists that notice newcomers (decision 071). Stored lists are a cache, rebuilt on their next
-- read: dropping them all lets every list start with a watermark and entries in rank order.
TRUNCATE "recommendations", "recommendation_lists";--> statement-breakpoint
DROP INDEX "recommendations_listed_idx";--> statement-breakpoint
ALTER TABLE "recommendations" DROP CONSTRAINT "recommendations_child_id_position_pk";--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_child_id_candidate_id_pk" PRIMARY KEY("child_id","candidate_id");--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD COLUMN "merged_xmin" bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_lists" ADD COLUMN "with_close" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "arrived_xid" bigint;--> statement-breakpoint
CREATE INDEX "children_arrivals_idx" ON "children" USING btree ("gender","arrived_xid") WHERE "children"."listed";--> statement-breakpoint
CREATE INDEX "recommendations_listed_idx" ON "recommendations" USING btree ("child_id","misses","score" DESC NULLS LAST,"candidate_id") WHERE "recommendations"."listed";--> statement-breakpoint
ALTER TABLE "recommendations" DROP COLUMN "position";--> statement-breakpoint
-- A listed single is stamped with the writing transaction whenever it is inserted, listed again
-- (resumed, reinstated) or changed in any way while listed: every stored list of the other
-- gender must then look at it again. Unlisting needs no stamp: it leaves every list at once
-- through recommendations.listed (visibility.repository.ts).
CREATE FUNCTION "children_arrival_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."listed" AND (TG_OP = 'INSERT' OR NOT OLD."listed" OR NEW IS DISTINCT FROM OLD) THEN
    NEW."arrived_xid" := pg_current_xact_id()::text::bigint;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "children_arrival" BEFORE INSERT OR UPDATE ON "children"
  FOR EACH ROW EXECUTE FUNCTION "children_arrival_stamp"();
--> statement-breakpoint
-- A single's preference ranks it in every list of the other gender (their side of the score):
-- a change to it is a change to the single.
CREATE FUNCTION "preferences_arrival_stamp"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "children" SET "arrived_xid" = pg_current_xact_id()::text::bigint
    WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."child_id" ELSE NEW."child_id" END
      AND "listed";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "preferences_arrival" AFTER INSERT OR UPDATE OR DELETE ON "preferences"
  FOR EACH ROW EXECUTE FUNCTION "preferences_arrival_stamp"();
