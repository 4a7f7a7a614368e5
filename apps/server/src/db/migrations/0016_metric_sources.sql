CREATE TABLE "metric_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_code" text NOT NULL,
	"name" text NOT NULL,
	"organiser" text NOT NULL,
	"event_date" date NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"verified_by" text NOT NULL,
	"team_code" text NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_verifications_metric_check" CHECK ("metric_verifications"."metric" in ('height','weight','sixty','throwVelocity','exitVelocity','fastballVelocity','fbSpinRate','strikePercentage','batSpeed'))
);
--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD COLUMN "metric_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD COLUMN "extra_metrics" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD COLUMN "event_id" uuid;--> statement-breakpoint
ALTER TABLE "metric_events" ADD CONSTRAINT "metric_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_verifications" ADD CONSTRAINT "metric_verifications_submission_id_metric_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."metric_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_verifications" ADD CONSTRAINT "metric_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_verifications" ADD CONSTRAINT "metric_verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_events_team_date_idx" ON "metric_events" USING btree ("team_code","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "metric_verifications_user_metric_unique" ON "metric_verifications" USING btree ("user_id","metric");--> statement-breakpoint
CREATE INDEX "metric_verifications_submission_idx" ON "metric_verifications" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD CONSTRAINT "metric_submissions_event_id_metric_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."metric_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_submissions_event_idx" ON "metric_submissions" USING btree ("event_id");--> statement-breakpoint
-- hand-written (docs/decisions/0062-metric-sources.md): a metric a coach's edit changed is 'coach_entered' (who, when: the latest such edit); every other metric of an older row has no entry and reads as self-reported
UPDATE "metric_submissions" SET "metric_sources" = b."sources" FROM (SELECT e."submission_id", jsonb_object_agg(f."key", jsonb_build_object('kind', 'coach_entered', 'enteredBy', u."name", 'at', to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY e."created_at") AS "sources" FROM "submission_edits" e LEFT JOIN "users" u ON u."id" = e."coach_user_id" CROSS JOIN LATERAL jsonb_each(e."new_data") f WHERE f."key" IN ('height', 'weight', 'sixty', 'throwVelocity', 'exitVelocity', 'fastballVelocity', 'fbSpinRate', 'strikePercentage') AND (e."original_data" -> f."key") IS DISTINCT FROM f."value" GROUP BY e."submission_id") b WHERE "metric_submissions"."id" = b."submission_id";
