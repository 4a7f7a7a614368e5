import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { PlayerCollegeSummary } from '@dugout/domain/teams';
import type { DbOrTx } from '../../db/client.ts';
import { contactActions, offersReceived, schoolContactTracker, teamCoachNotes } from '../../db/schema/index.ts';
import { activeMembers, visibleSubmissionsOf } from './teams.repo.ts';

/**
 * College Interaction (read-only): each active member's tracker (followed colleges with their contact actions), offers
 * received (offer rows plus completed offer_received actions), commitment and this coach's notes.
 */
export async function collegeInteraction(
  db: DbOrTx,
  teamCode: string,
  coachUserId: string,
): Promise<PlayerCollegeSummary[]> {
  const members = await activeMembers(db, teamCode);
  const userIds = members.map((m) => m.member.userId).filter((id): id is string => !!id);
  const [trackers, offers, notes, submissions] = userIds.length
    ? await Promise.all([
        db
          .select()
          .from(schoolContactTracker)
          .where(inArray(schoolContactTracker.userId, userIds))
          .orderBy(asc(schoolContactTracker.schoolName)),
        db
          .select({ userId: offersReceived.userId, n: count() })
          .from(offersReceived)
          .where(inArray(offersReceived.userId, userIds))
          .groupBy(offersReceived.userId),
        db
          .select()
          .from(teamCoachNotes)
          .where(
            and(
              eq(teamCoachNotes.teamCode, teamCode),
              eq(teamCoachNotes.coachUserId, coachUserId),
              inArray(teamCoachNotes.playerUserId, userIds),
            ),
          ),
        visibleSubmissionsOf(db, userIds),
      ])
    : [[], [], [], []];
  const actions = trackers.length
    ? await db
        .select()
        .from(contactActions)
        .where(
          inArray(
            contactActions.trackerId,
            trackers.map((t) => t.id),
          ),
        )
    : [];
  return members.map(({ member, profile, commitment }) => {
    const mine = trackers.filter((t) => t.userId === member.userId);
    const myActions = actions.filter((a) => mine.some((t) => t.id === a.trackerId));
    const offerRows = offers.find((o) => o.userId === member.userId)?.n ?? 0;
    const offerActions = myActions.filter((a) => a.actionType === 'offer_received' && a.completed).length;
    const note = notes.find((n) => n.playerUserId === member.userId);
    const latest = submissions.find((s) => s.userId === member.userId);
    return {
      memberId: member.id,
      userId: member.userId,
      playerName: member.playerName ?? ([profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || null),
      playerEmail: member.playerEmail ?? profile?.email ?? null,
      submittedPosition: latest?.submittedPosition ?? profile?.primaryPosition ?? member.regPrimaryPosition,
      graduationYear: latest?.graduationYear ?? profile?.hsGraduationYear ?? member.regGraduationYear,
      highSchool: profile?.highSchool ?? null,
      highSchoolState: profile?.highSchoolState ?? null,
      commitment: commitment
        ? {
            schoolId: commitment.schoolId,
            schoolName: commitment.schoolName,
            division: commitment.division,
            conference: commitment.conference,
            commitmentDate: commitment.commitmentDate,
          }
        : null,
      coachNotes: note ? { id: note.id, notes: note.notes } : null,
      totalActions: myActions.length,
      completedActions: myActions.filter((a) => a.completed).length,
      offersReceived: Math.max(offerRows, offerActions),
      followedColleges: mine.map((t) => ({
        trackerId: t.id,
        schoolId: t.schoolId,
        schoolName: t.schoolName,
        division: t.division,
        conference: t.conference,
        pocName: t.pocName,
        statusNotes: t.statusNotes,
        actions: myActions
          .filter((a) => a.trackerId === t.id)
          .map((a) => ({
            actionType: a.actionType,
            completed: a.completed,
            completedDate: a.completedDate,
            notes: a.notes,
          })),
      })),
    };
  });
}
