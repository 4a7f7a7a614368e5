CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"player_id" text NOT NULL,
	"guardian_id" text NOT NULL,
	"scope" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "guardian_consents_scope_check" CHECK ("guardian_consents"."scope" in ('share_profile','email_child'))
);
--> statement-breakpoint
CREATE TABLE "guardian_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_id" text,
	"player_id" text,
	"guardian_email" text NOT NULL,
	"player_email" text NOT NULL,
	"invited_by" text NOT NULL,
	"invited_by_user_id" text,
	"team_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"guardian_agreed_at" timestamp with time zone,
	"player_agreed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by_user_id" text,
	"guardian_may_edit" boolean DEFAULT false NOT NULL,
	"copy_emails" boolean DEFAULT true NOT NULL,
	"share_with_coaches" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_links_status_check" CHECK ("guardian_links"."status" in ('pending','active','ended')),
	CONSTRAINT "guardian_links_invited_by_check" CHECK ("guardian_links"."invited_by" in ('player','guardian','coach')),
	CONSTRAINT "guardian_links_active_check" CHECK ("guardian_links"."status" <> 'active' or ("guardian_links"."guardian_id" is not null and "guardian_links"."player_id" is not null and "guardian_links"."guardian_agreed_at" is not null and "guardian_links"."player_agreed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "share_with_college_coaches" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invites" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_link_id_guardian_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."guardian_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_id_users_id_fk" FOREIGN KEY ("guardian_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_ended_by_user_id_users_id_fk" FOREIGN KEY ("ended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_one_active" ON "guardian_consents" USING btree ("player_id","guardian_id","scope") WHERE "guardian_consents"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "guardian_consents_player_idx" ON "guardian_consents" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "guardian_consents_link_idx" ON "guardian_consents" USING btree ("link_id","granted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_links_one_open_pair" ON "guardian_links" USING btree (lower("guardian_email"),lower("player_email")) WHERE "guardian_links"."status" <> 'ended';--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_player_idx" ON "guardian_links" USING btree ("guardian_id","player_id");--> statement-breakpoint
CREATE INDEX "guardian_links_player_idx" ON "guardian_links" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "guardian_links_player_email_idx" ON "guardian_links" USING btree (lower("player_email"));--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_email_idx" ON "guardian_links" USING btree (lower("guardian_email"));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;