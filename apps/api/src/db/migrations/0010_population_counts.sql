CREATE TABLE "population_counts" (
	"gender" text NOT NULL,
	"genotype" text NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "population_counts_gender_genotype_pk" PRIMARY KEY("gender","genotype")
);
--> statement-breakpoint
-- Adds a statement's net change per (gender, genotype) from its transition tables, rows in key
-- order (two statements that touch the same counts lock them in the same order).
CREATE FUNCTION "population_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "population_counts" AS p ("gender", "genotype", "listed")
      SELECT "gender", "genotype", count(*)::int FROM new_rows WHERE "listed"
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("gender", "genotype") DO UPDATE SET "listed" = p."listed" + EXCLUDED."listed";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "population_counts" AS p ("gender", "genotype", "listed")
      SELECT "gender", "genotype", -count(*)::int FROM old_rows WHERE "listed"
      GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("gender", "genotype") DO UPDATE SET "listed" = p."listed" + EXCLUDED."listed";
  ELSE
    INSERT INTO "population_counts" AS p ("gender", "genotype", "listed")
      SELECT "gender", "genotype", sum(delta)::int FROM (
        SELECT "gender", "genotype", 1 AS delta FROM new_rows WHERE "listed"
        UNION ALL
        SELECT "gender", "genotype", -1 FROM old_rows WHERE "listed") changes
      GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT ("gender", "genotype") DO UPDATE SET "listed" = p."listed" + EXCLUDED."listed";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "children_population_insert" AFTER INSERT ON "children"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "population_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "children_population_delete" AFTER DELETE ON "children"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "population_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "children_population_update" AFTER UPDATE ON "children"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "population_counts_track"();
--> statement-breakpoint
INSERT INTO "population_counts" ("gender", "genotype", "listed")
  SELECT "gender", "genotype", count(*)::int FROM "children" WHERE "listed" GROUP BY 1, 2;
