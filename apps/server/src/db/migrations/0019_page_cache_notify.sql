-- The public page's cache (docs/decisions/0071-public-page-cache.md): every write to a table the page is made from
-- (features/public-profile/view.service.ts and what it reads) tells every listening instance to drop what it keeps.
-- Statement-level: one notification per statement however many rows; pg_notify folds equal notifications of one
-- transaction into one, delivered at commit.
CREATE FUNCTION "public_page_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_page_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_profiles_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "public_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_profiles_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "guardian_links_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guardian_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "guardian_consents_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "guardian_consents"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "metric_submissions_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metric_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "metric_verifications_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "metric_verifications"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "team_subscriptions_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_subscriptions"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "team_members_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "team_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "interview_answers_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interview_answers"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "fit_settings_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fit_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
--> statement-breakpoint
CREATE TRIGGER "user_commitments_public_page_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_commitments"
  FOR EACH STATEMENT EXECUTE FUNCTION "public_page_changed"();
