CREATE TABLE "organization_admin_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_admin_requests_status_check" CHECK ("organization_admin_requests"."status" in ('pending','approved','declined'))
);
--> statement-breakpoint
ALTER TABLE "team_administrators" ADD COLUMN "status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_administrators" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "team_administrators" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_admin_requests" ADD CONSTRAINT "organization_admin_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_admin_requests" ADD CONSTRAINT "organization_admin_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_admin_requests" ADD CONSTRAINT "organization_admin_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "org_admin_requests_org_idx" ON "organization_admin_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "org_admin_requests_user_idx" ON "organization_admin_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "org_admin_requests_one_pending" ON "organization_admin_requests" USING btree ("organization_id","user_id") WHERE "organization_admin_requests"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "team_administrators" ADD CONSTRAINT "team_administrators_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_administrators" ADD CONSTRAINT "team_administrators_status_check" CHECK ("team_administrators"."status" in ('pending','approved','removed'));--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_status_check" CHECK ("team_coaches"."status" in ('pending','approved','removed'));