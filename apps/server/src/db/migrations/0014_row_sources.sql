ALTER TABLE "baseball_rosters" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "college_coaches" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "college_fields" ADD COLUMN "field_import_id" uuid;--> statement-breakpoint
ALTER TABLE "college_fields" ADD COLUMN "climate_import_id" uuid;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "list_season" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_enrollment" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_admissions" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_tuition" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_net_price" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_sat" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "year_act" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "school_import_id" uuid;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "academics_import_id" uuid;--> statement-breakpoint
ALTER TABLE "baseball_rosters" ADD CONSTRAINT "baseball_rosters_import_id_reference_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_coaches" ADD CONSTRAINT "college_coaches_import_id_reference_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_fields" ADD CONSTRAINT "college_fields_field_import_id_reference_imports_id_fk" FOREIGN KEY ("field_import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_fields" ADD CONSTRAINT "college_fields_climate_import_id_reference_imports_id_fk" FOREIGN KEY ("climate_import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_school_import_id_reference_imports_id_fk" FOREIGN KEY ("school_import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_academics_import_id_reference_imports_id_fk" FOREIGN KEY ("academics_import_id") REFERENCES "public"."reference_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint-- hand-written: rows written before this migration cite the shipped file they came from (NOTICE, data/reference/): its earliest completed run, or one recorded here for it; the shipped runs' labels follow NOTICE; program-list seasons as schools.csv gives them (2026 NCAA, 2023 others)
CREATE TEMPORARY TABLE "shipped_runs" ("kind" text, "file_name" text, "source" text, "as_of" text);--> statement-breakpoint
INSERT INTO "shipped_runs" VALUES ('schools', 'schools.csv.gz', 'College program lists', '2026 (other associations 2023)'), ('academics', 'college_academics.csv.gz', 'College Scorecard', '2018–19 to 2022–23'), ('climate', 'climate.csv.gz', 'NOAA', '1981–2010 normals'), ('rosters', 'rosters.csv.gz', 'Official roster', '2025'), ('coaches', 'coaching_staff.csv.gz', 'Official coaching staff', '2025');--> statement-breakpoint
UPDATE "reference_imports" SET "source" = s."source", "as_of" = s."as_of" FROM "shipped_runs" s WHERE "reference_imports"."kind" = s."kind" AND "reference_imports"."file_name" = s."file_name" AND "reference_imports"."status" = 'completed';--> statement-breakpoint
INSERT INTO "reference_imports" ("kind", "file_name", "status", "source", "as_of", "finished_at") SELECT s."kind", s."file_name", 'completed', s."source", s."as_of", now() FROM "shipped_runs" s WHERE EXISTS (SELECT 1 FROM "colleges") AND NOT EXISTS (SELECT 1 FROM "reference_imports" r WHERE r."kind" = s."kind" AND r."file_name" = s."file_name" AND r."status" = 'completed');--> statement-breakpoint
CREATE TEMPORARY TABLE "shipped_run_ids" AS SELECT DISTINCT ON (r."kind") r."kind", r."id" FROM "reference_imports" r JOIN "shipped_runs" s ON s."kind" = r."kind" AND s."file_name" = r."file_name" WHERE r."status" = 'completed' ORDER BY r."kind", r."created_at";--> statement-breakpoint
UPDATE "colleges" SET "school_import_id" = (SELECT "id" FROM "shipped_run_ids" WHERE "kind" = 'schools'), "list_season" = CASE WHEN "division" IN ('D1', 'D2', 'D3') THEN '2026' ELSE '2023' END;--> statement-breakpoint
UPDATE "colleges" SET "academics_import_id" = (SELECT "id" FROM "shipped_run_ids" WHERE "kind" = 'academics') WHERE coalesce("undergrad_enrollment", "tuition_in_state", "tuition_out_state", "net_price", "sat_min", "sat_max", "act_min", "act_max") IS NOT NULL OR "acceptance_rate" IS NOT NULL;--> statement-breakpoint
UPDATE "college_fields" SET "climate_import_id" = (SELECT "id" FROM "shipped_run_ids" WHERE "kind" = 'climate') WHERE coalesce("march_high", "march_low", "april_high", "april_low", "may_high", "may_low", "total_precip") IS NOT NULL;--> statement-breakpoint
UPDATE "baseball_rosters" SET "import_id" = (SELECT "id" FROM "shipped_run_ids" WHERE "kind" = 'rosters');--> statement-breakpoint
UPDATE "college_coaches" SET "import_id" = (SELECT "id" FROM "shipped_run_ids" WHERE "kind" = 'coaches');--> statement-breakpoint
DROP TABLE "shipped_run_ids";--> statement-breakpoint
DROP TABLE "shipped_runs";--> statement-breakpoint
UPDATE "fit_settings" SET "value" = jsonb_set("value", '{source}', to_jsonb('Prep Baseball Report (PBR) profiles of committed players, means by level as aggregated by BaseballPath (github.com/KolodziejczykR/BaseballPath)'::text)) WHERE "key" = 'benchmarks' AND "value"->>'source' = 'Published means of committed players’ best marks by college level (Power 4, other D1, D2, D3)';
-- end hand-written
