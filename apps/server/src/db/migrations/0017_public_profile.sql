CREATE TABLE "profile_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"school_id" integer NOT NULL,
	"token" text NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"bot_opens" integer DEFAULT 0 NOT NULL,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "profile_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "public_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"sections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"allow_indexing" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_profiles_handle_unique" UNIQUE("handle"),
	CONSTRAINT "public_profiles_handle_check" CHECK ("public_profiles"."handle" ~ '^[a-z0-9]([a-z0-9-]{1,38})[a-z0-9]$')
);
--> statement-breakpoint
CREATE TABLE "retired_profile_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_links" ADD CONSTRAINT "profile_links_school_id_colleges_school_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."colleges"("school_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_profiles" ADD CONSTRAINT "public_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_profile_handles" ADD CONSTRAINT "retired_profile_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_links_one_live_per_school" ON "profile_links" USING btree ("user_id","school_id") WHERE "profile_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "profile_links_user_idx" ON "profile_links" USING btree ("user_id");