ALTER TABLE "baseball_rosters" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "college_coaches" ADD COLUMN "season" text;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "reference_imports" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reference_imports" ADD COLUMN "as_of" text;