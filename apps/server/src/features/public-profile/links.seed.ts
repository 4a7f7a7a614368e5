import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DemoSeeder } from '../../db/seed/index.ts';
import { contactActions, profileLinks, schoolContactTracker } from '../../db/schema/index.ts';
import { notify } from '../../services/notifications/notify.ts';
import { profileOpenNotice } from '@dugout/domain/public-profile';
import { ensureProfileLink } from './links.service.ts';

/**
 * Demo tracked links (docs/decisions/0067-tracked-profile-links.md): a link for each school the demo player tracks,
 * the one with the offer (else the oldest) opened twice by a coach — two days and one day ago — plus one Slack link
 * preview, and the in-app notice of its first open. Runs after the tracker's seed (40) and the demo profile's; a
 * profile row, when still missing, is made with the suggested handle (casey-demoplayer).
 */
export const seedDemoProfileLinks: DemoSeeder = async (deps, world) => {
  const playerId = world.userIds.player;
  const rows = await deps.db
    .select({
      id: schoolContactTracker.id,
      schoolId: schoolContactTracker.schoolId,
      name: schoolContactTracker.schoolName,
    })
    .from(schoolContactTracker)
    .where(eq(schoolContactTracker.userId, playerId))
    .orderBy(asc(schoolContactTracker.createdAt), desc(schoolContactTracker.id));
  if (rows.length === 0) {
    deps.logger.info('demo profile links skipped: the demo player tracks no school');
    return;
  }
  const links = [];
  for (const row of rows) links.push({ row, link: await ensureProfileLink(deps, playerId, row.id) });
  const [offer] = await deps.db
    .select({ trackerId: contactActions.trackerId })
    .from(contactActions)
    .where(
      and(
        inArray(
          contactActions.trackerId,
          rows.map((r) => r.id),
        ),
        eq(contactActions.actionType, 'offer_received'),
        eq(contactActions.completed, true),
      ),
    )
    .limit(1);
  const offeredId = offer?.trackerId;
  const opened = links.find((l) => l.row.id === offeredId) ?? links[0]!;
  await deps.db
    .update(profileLinks)
    .set({
      opens: 2,
      botOpens: 1,
      firstOpenedAt: sql`now() - interval '2 days'`,
      lastOpenedAt: sql`now() - interval '1 day'`,
      lastNotifiedAt: sql`now() - interval '2 days'`,
    })
    .where(eq(profileLinks.id, opened.link.id));
  await notify(deps, { userId: playerId, ...profileOpenNotice(opened.row.name), email: false });
};
