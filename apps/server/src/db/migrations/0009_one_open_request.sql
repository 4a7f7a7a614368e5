-- hand-written: requests sent in parallel before this index could leave several open (pending or approved) rows for
-- one team and organization; keep one (the approved one, else the oldest) and delete the copies, so the index builds
DELETE FROM "organization_team_requests" AS r
USING (
  SELECT "id", row_number() OVER (
    PARTITION BY "team_code", "organization_id"
    ORDER BY ("status" = 'approved') DESC, "created_at", "id"
  ) AS n
  FROM "organization_team_requests"
  WHERE "status" IN ('pending', 'approved')
) AS d
WHERE r."id" = d."id" AND d.n > 1;--> statement-breakpoint
-- end hand-written
CREATE UNIQUE INDEX "org_requests_one_open" ON "organization_team_requests" USING btree ("team_code","organization_id") WHERE "organization_team_requests"."status" in ('pending', 'approved');
