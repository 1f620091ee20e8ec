CREATE TABLE "population_counts" (
	"gender" text NOT NULL,
	"genotype" text NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "population_counts_gender_genotype_pk" PRIMARY KEY("gender","genotype")
);
--> statement-breakpoint
-- Adds a statement's net change per (gender, genotype), in key order (two statements that touch
-- the same rows lock them in the same order).
CREATE FUNCTION "population_counts_add"(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d record;
BEGIN
  FOR d IN
    SELECT c->>'gender' AS gender, c->>'genotype' AS genotype, sum((c->>'delta')::int)::int AS delta
    FROM jsonb_array_elements(changes) c
    GROUP BY 1, 2 HAVING sum((c->>'delta')::int) <> 0 ORDER BY 1, 2
  LOOP
    INSERT INTO "population_counts" AS p ("gender", "genotype", "listed")
    VALUES (d.gender, d.genotype, d.delta)
    ON CONFLICT ("gender", "genotype") DO UPDATE SET "listed" = p."listed" + EXCLUDED."listed";
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION "population_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "population_counts_add"((SELECT coalesce(jsonb_agg(jsonb_build_object(
      'gender', gender, 'genotype', genotype, 'delta', 1)), '[]') FROM new_rows WHERE listed));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "population_counts_add"((SELECT coalesce(jsonb_agg(jsonb_build_object(
      'gender', gender, 'genotype', genotype, 'delta', -1)), '[]') FROM old_rows WHERE listed));
  ELSE
    PERFORM "population_counts_add"((SELECT coalesce(jsonb_agg(x), '[]') FROM (
      SELECT jsonb_build_object('gender', gender, 'genotype', genotype, 'delta', 1) AS x
      FROM new_rows WHERE listed
      UNION ALL
      SELECT jsonb_build_object('gender', gender, 'genotype', genotype, 'delta', -1)
      FROM old_rows WHERE listed) changes));
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
