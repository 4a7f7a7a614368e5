CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'player' NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "high_schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"city" text,
	"state" text,
	"contact_email" text,
	"contact_phone" text,
	"website" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"join_code" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_join_code_unique" UNIQUE("join_code")
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"status" text DEFAULT 'kept' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"user_email" text NOT NULL,
	"user_name" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"organization_role" text,
	"first_name" text,
	"last_name" text,
	"email" text NOT NULL,
	"phone" text,
	"high_school" text,
	"high_school_state" text,
	"zip_code" text,
	"city" text,
	"state" text,
	"profile_image_url" text,
	"team_code" text,
	"is_coach" boolean DEFAULT false NOT NULL,
	"hs_graduation_year" integer,
	"primary_position" text,
	"is_postgrad_display" boolean DEFAULT false NOT NULL,
	"height_inches" integer,
	"weight_lbs" integer,
	"bats" text,
	"throws" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "white_label_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"logo_url" text,
	"app_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "white_label_properties_domain_unique" UNIQUE("domain")
);
--> statement-breakpoint
CREATE TABLE "zip_codes" (
	"zip_code" text PRIMARY KEY NOT NULL,
	"city" text NOT NULL,
	"state_ab" text NOT NULL,
	"state_name" text
);
--> statement-breakpoint
CREATE TABLE "baseball_rosters" (
	"id" serial PRIMARY KEY NOT NULL,
	"teamid" integer NOT NULL,
	"current_season" text DEFAULT 'Yes' NOT NULL,
	"position" text,
	"height" integer,
	"weight" integer,
	"full_name" text NOT NULL,
	"player_id" text,
	"player_number" text,
	"academic_year" text,
	"hs_name" text,
	"hometown" text,
	"home_state" text
);
--> statement-breakpoint
CREATE TABLE "coach_contact_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_title" text,
	"contact_date" date NOT NULL,
	"contact_method" text DEFAULT 'Email' NOT NULL,
	"contact_info" text,
	"discussion_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "college_coaches" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"head_coach_name" text,
	"head_coach_bio" text,
	"coach_url" text,
	"coach_email" text,
	"coach_seasons" integer,
	"coach_wins_losses" text,
	"wl_percentage" double precision,
	"assistant_coaches" text,
	"annual_revenue" double precision,
	"op_expense_per_player" double precision
);
--> statement-breakpoint
CREATE TABLE "college_fields" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"field_name" text,
	"field_url" text,
	"seating" integer,
	"attendance" integer,
	"left_fence" integer,
	"center_fence" integer,
	"right_fence" integer,
	"surface" text,
	"open_date" text,
	"wiki_url" text,
	"attendence_rank_by_division" integer,
	"march_high" double precision,
	"march_low" double precision,
	"april_high" double precision,
	"april_low" double precision,
	"may_high" double precision,
	"may_low" double precision,
	"total_precip" double precision
);
--> statement-breakpoint
CREATE TABLE "colleges" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"school_name" text NOT NULL,
	"full_name" text,
	"city" text,
	"state" text,
	"division" text,
	"conference" text,
	"unitid" integer,
	"college_type" text,
	"us_region" text,
	"campus_setting" text,
	"school_size" text,
	"academic_selectivity" text,
	"undergrad_enrollment" integer,
	"acceptance_rate" double precision,
	"tuition_in_state" integer,
	"tuition_out_state" integer,
	"net_price" integer,
	"sat_min" integer,
	"sat_max" integer,
	"act_min" integer,
	"act_max" integer,
	"tier" text,
	"full_rank" integer,
	"rank" integer,
	"school_overview" text,
	"baseball_program_summary" text,
	"last_season_record" text,
	"last_season_rank" text,
	"college_website" text,
	"team_website" text,
	"recruit_questionnaire" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commit_counts" (
	"team_id" integer NOT NULL,
	"grad_year" integer NOT NULL,
	"c" integer DEFAULT 0 NOT NULL,
	"first_base" integer DEFAULT 0 NOT NULL,
	"third_base" integer DEFAULT 0 NOT NULL,
	"mif" integer DEFAULT 0 NOT NULL,
	"of" integer DEFAULT 0 NOT NULL,
	"lhp" integer DEFAULT 0 NOT NULL,
	"rhp" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "commit_counts_team_id_grad_year_pk" PRIMARY KEY("team_id","grad_year")
);
--> statement-breakpoint
CREATE TABLE "contact_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracker_id" uuid NOT NULL,
	"action_type" text NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"notes" text,
	"completed_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_actions_type_check" CHECK ("contact_actions"."action_type" in ('questionnaire','initial_email','in_person_meeting','coach_call','camp_invite','campus_visit','offer_received'))
);
--> statement-breakpoint
CREATE TABLE "height_position_scores" (
	"height" integer PRIMARY KEY NOT NULL,
	"first_base" double precision NOT NULL,
	"third_base" double precision NOT NULL,
	"c" double precision NOT NULL,
	"mif" double precision NOT NULL,
	"of" double precision NOT NULL,
	"lhp" double precision NOT NULL,
	"rhp" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_metric_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" text NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"metric" text NOT NULL,
	"weight" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "school_contact_tracker" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"division" text NOT NULL,
	"conference" text,
	"poc_name" text,
	"status_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_contact_tracker_school_id_check" CHECK ("school_contact_tracker"."school_id" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_transfers" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"team_code" text,
	"height" double precision,
	"weight" double precision,
	"sixty" double precision,
	"throw_velocity" double precision,
	"exit_velocity" double precision,
	"fastball_velocity" double precision,
	"fb_spin_rate" double precision,
	"strike_percentage" double precision,
	"throws" text,
	"bats" text,
	"submitted_position" text,
	"graduation_year" integer,
	"is_postgrad_display" boolean DEFAULT false NOT NULL,
	"submitted_score" double precision,
	"best_position" text,
	"position_scores" jsonb,
	"metric_scores" jsonb,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_provider" text,
	"payment_reference" text,
	"team_funded" boolean DEFAULT false NOT NULL,
	"edited_by_coach_id" text,
	"edited_at" timestamp with time zone,
	"edit_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_submissions_payment_status_check" CHECK ("metric_submissions"."payment_status" in ('pending','paid','free'))
);
--> statement-breakpoint
CREATE TABLE "offers_received" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"offer_date" date NOT NULL,
	"offer_type" text DEFAULT 'commitment' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization_team_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"team_code" text NOT NULL,
	"requested_by" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_requests_status_check" CHECK ("organization_team_requests"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
CREATE TABLE "submission_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"coach_user_id" text NOT NULL,
	"original_data" jsonb NOT NULL,
	"new_data" jsonb NOT NULL,
	"edit_reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_administrators" (
	"user_id" text NOT NULL,
	"team_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_administrators_user_id_team_code_pk" PRIMARY KEY("user_id","team_code")
);
--> statement-breakpoint
CREATE TABLE "team_coach_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_code" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"player_user_id" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_coaches" (
	"team_code" text NOT NULL,
	"coach_user_id" text NOT NULL,
	"role" text DEFAULT 'coach' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_coaches_team_code_coach_user_id_pk" PRIMARY KEY("team_code","coach_user_id")
);
--> statement-breakpoint
CREATE TABLE "team_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_code" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"primary_position" text NOT NULL,
	"graduation_year" integer NOT NULL,
	"is_postgrad_display" boolean DEFAULT false NOT NULL,
	"zip_code" text,
	"high_school" text,
	"height_inches" integer,
	"weight_lbs" integer,
	"bats" text,
	"throws" text,
	"invited_by_coach_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text,
	"sent_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"accepted_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_invites_status_check" CHECK ("team_invites"."status" in ('pending','cancelled','accepted'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"team_code" text NOT NULL,
	"player_name" text,
	"player_email" text,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"commitment_school_id" integer,
	"game_score" integer,
	"hit_score" integer,
	"field_pitch_score" integer,
	"reg_primary_position" text,
	"reg_graduation_year" integer,
	"is_sample_player" boolean DEFAULT false NOT NULL,
	CONSTRAINT "team_members_status_check" CHECK ("team_members"."status" in ('active','removed')),
	CONSTRAINT "team_members_game_score_check" CHECK ("team_members"."game_score" between 1 and 5),
	CONSTRAINT "team_members_hit_score_check" CHECK ("team_members"."hit_score" between 1 and 5),
	CONSTRAINT "team_members_field_pitch_score_check" CHECK ("team_members"."field_pitch_score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "team_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_code" text NOT NULL,
	"team_name" text NOT NULL,
	"team_type" text NOT NULL,
	"city" text,
	"state" text,
	"team_url" text,
	"twitter_handle" text,
	"instagram_handle" text,
	"poc_email" text,
	"logo_url" text,
	"max_players" integer DEFAULT 20 NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"payment_status" text DEFAULT 'paid' NOT NULL,
	"amount_paid" integer DEFAULT 0 NOT NULL,
	"coach_user_id" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_subscriptions_team_code_unique" UNIQUE("team_code")
);
--> statement-breakpoint
CREATE TABLE "user_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"school_name" text NOT NULL,
	"division" text,
	"conference" text,
	"commitment_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_commitments_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "user_winter_training" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"weight" double precision,
	"exit_velocity" double precision,
	"throw_velocity" double precision,
	"fastball_velocity" double precision,
	"sixty" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baseball_rosters" ADD CONSTRAINT "baseball_rosters_teamid_colleges_school_id_fk" FOREIGN KEY ("teamid") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_contact_log" ADD CONSTRAINT "coach_contact_log_school_id_colleges_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_contact_log" ADD CONSTRAINT "coach_contact_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_coaches" ADD CONSTRAINT "college_coaches_team_id_colleges_school_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_fields" ADD CONSTRAINT "college_fields_team_id_colleges_school_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commit_counts" ADD CONSTRAINT "commit_counts_team_id_colleges_school_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_actions" ADD CONSTRAINT "contact_actions_tracker_id_school_contact_tracker_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."school_contact_tracker"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_imports" ADD CONSTRAINT "reference_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contact_tracker" ADD CONSTRAINT "school_contact_tracker_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_contact_tracker" ADD CONSTRAINT "school_contact_tracker_school_id_colleges_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."colleges"("school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transfers" ADD CONSTRAINT "team_transfers_team_id_colleges_school_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD CONSTRAINT "metric_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_submissions" ADD CONSTRAINT "metric_submissions_edited_by_coach_id_users_id_fk" FOREIGN KEY ("edited_by_coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers_received" ADD CONSTRAINT "offers_received_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers_received" ADD CONSTRAINT "offers_received_school_id_colleges_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."colleges"("school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_team_requests" ADD CONSTRAINT "organization_team_requests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_team_requests" ADD CONSTRAINT "organization_team_requests_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "organization_team_requests" ADD CONSTRAINT "organization_team_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_team_requests" ADD CONSTRAINT "organization_team_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_edits" ADD CONSTRAINT "submission_edits_submission_id_metric_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."metric_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_edits" ADD CONSTRAINT "submission_edits_coach_user_id_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_administrators" ADD CONSTRAINT "team_administrators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_administrators" ADD CONSTRAINT "team_administrators_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_coach_notes" ADD CONSTRAINT "team_coach_notes_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_coach_notes" ADD CONSTRAINT "team_coach_notes_coach_user_id_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coach_notes" ADD CONSTRAINT "team_coach_notes_player_user_id_users_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_coaches" ADD CONSTRAINT "team_coaches_coach_user_id_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_invited_by_coach_id_users_id_fk" FOREIGN KEY ("invited_by_coach_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invites" ADD CONSTRAINT "team_invites_accepted_user_id_users_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_code_team_subscriptions_team_code_fk" FOREIGN KEY ("team_code") REFERENCES "public"."team_subscriptions"("team_code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_commitment_school_id_colleges_school_id_fk" FOREIGN KEY ("commitment_school_id") REFERENCES "public"."colleges"("school_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_subscriptions" ADD CONSTRAINT "team_subscriptions_coach_user_id_users_id_fk" FOREIGN KEY ("coach_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_commitments" ADD CONSTRAINT "user_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_commitments" ADD CONSTRAINT "user_commitments_school_id_colleges_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."colleges"("school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_winter_training" ADD CONSTRAINT "user_winter_training_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "high_schools_state_name_idx" ON "high_schools" USING btree ("state","name");--> statement-breakpoint
CREATE UNIQUE INDEX "high_schools_unique" ON "high_schools" USING btree ("name","city","state");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_profiles_organization_idx" ON "user_profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "baseball_rosters_team_idx" ON "baseball_rosters" USING btree ("teamid","current_season");--> statement-breakpoint
CREATE INDEX "coach_contact_log_school_user_idx" ON "coach_contact_log" USING btree ("school_id","user_id","contact_date");--> statement-breakpoint
CREATE INDEX "colleges_division_name_idx" ON "colleges" USING btree ("division","school_name");--> statement-breakpoint
CREATE INDEX "colleges_state_idx" ON "colleges" USING btree ("state");--> statement-breakpoint
CREATE INDEX "colleges_unitid_idx" ON "colleges" USING btree ("unitid");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_actions_tracker_type_unique" ON "contact_actions" USING btree ("tracker_id","action_type");--> statement-breakpoint
CREATE UNIQUE INDEX "position_metric_weights_unique" ON "position_metric_weights" USING btree ("position","condition","metric");--> statement-breakpoint
CREATE UNIQUE INDEX "school_contact_tracker_user_school_unique" ON "school_contact_tracker" USING btree ("user_id","school_id");--> statement-breakpoint
CREATE INDEX "school_contact_tracker_user_created_idx" ON "school_contact_tracker" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "school_contact_tracker_school_idx" ON "school_contact_tracker" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "metric_submissions_user_created_idx" ON "metric_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "metric_submissions_status_idx" ON "metric_submissions" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_received_unique" ON "offers_received" USING btree ("user_id","school_id","offer_type");--> statement-breakpoint
CREATE INDEX "org_requests_org_idx" ON "organization_team_requests" USING btree ("organization_id","status");--> statement-breakpoint
CREATE INDEX "org_requests_team_idx" ON "organization_team_requests" USING btree ("team_code","status");--> statement-breakpoint
CREATE INDEX "org_requests_requested_by_idx" ON "organization_team_requests" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "submission_edits_submission_idx" ON "submission_edits" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "team_administrators_team_idx" ON "team_administrators" USING btree ("team_code");--> statement-breakpoint
CREATE UNIQUE INDEX "team_coach_notes_unique" ON "team_coach_notes" USING btree ("team_code","coach_user_id","player_user_id");--> statement-breakpoint
CREATE INDEX "team_coaches_user_idx" ON "team_coaches" USING btree ("coach_user_id");--> statement-breakpoint
CREATE INDEX "team_invites_team_idx" ON "team_invites" USING btree ("team_code","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invites_token_unique" ON "team_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_user_team_unique" ON "team_members" USING btree ("user_id","team_code");--> statement-breakpoint
CREATE INDEX "team_members_team_status_idx" ON "team_members" USING btree ("team_code","status");--> statement-breakpoint
CREATE INDEX "team_subscriptions_coach_idx" ON "team_subscriptions" USING btree ("coach_user_id","created_at");--> statement-breakpoint
CREATE INDEX "user_commitments_school_idx" ON "user_commitments" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "winter_training_user_date_idx" ON "user_winter_training" USING btree ("user_id","collection_date");