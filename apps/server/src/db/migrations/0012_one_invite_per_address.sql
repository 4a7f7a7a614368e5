-- hand-written: invites are stored lower-case and trimmed, as accounts are; an address added twice in different
-- case (before this index) left two pending invites for one player and team: keep one (the one whose link went out
-- last, else the oldest) and cancel the copies (their links stop working), so the index builds
UPDATE "team_invites" SET "email" = lower(trim("email")) WHERE "email" <> lower(trim("email"));--> statement-breakpoint
UPDATE "team_invites" AS i SET "status" = 'cancelled', "token_hash" = NULL
FROM (
  SELECT "id", row_number() OVER (
    PARTITION BY "team_code", lower("email")
    ORDER BY "sent_at" DESC NULLS LAST, "created_at", "id"
  ) AS n
  FROM "team_invites"
  WHERE "status" = 'pending'
) AS d
WHERE i."id" = d."id" AND d.n > 1;--> statement-breakpoint
-- end hand-written
CREATE UNIQUE INDEX "team_invites_one_pending" ON "team_invites" USING btree ("team_code",lower("email")) WHERE "team_invites"."status" = 'pending';
