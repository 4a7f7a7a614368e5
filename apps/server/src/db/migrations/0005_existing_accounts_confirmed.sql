-- Sign-up now asks new accounts to confirm their e-mail address (docs/decisions/0020-sign-up-confirmation.md).
-- Every account that exists before this change (demo, seeded, invited, signed up) counts as confirmed.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
