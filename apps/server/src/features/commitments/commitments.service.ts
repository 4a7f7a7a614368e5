import { AppError } from '@dugout/domain/shared';
import type { AppDeps } from '../../deps-types.ts';
import { notify } from '../../services/notifications/notify.ts';
import {
  addCommitmentOffer,
  clearMembershipsCommitment,
  deleteUserCommitment,
  findCommitmentCollege,
  setActiveMembershipsCommitment,
  setMembershipCommitment,
  upsertUserCommitment,
} from './commitments.repo.ts';

export const COLLEGE_NOT_FOUND = 'Invalid school reference. The school may no longer be available.';
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Records a player's commitment in one transaction: creates or updates user_commitments, adds an offer of type
 * commitment for that school if none exists, and sets commitment_school_id on the team membership(s).
 * `memberId` given (coach flow): that membership; without a user id on it only the membership changes
 * (profileSynced false). Without `memberId` (player flow): all the player's active memberships.
 */
export async function recordCommitment(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  input: {
    userId: string | null;
    memberId?: string;
    schoolId: number;
    commitmentDate?: string;
    recordedBy?: { userId: string; teamName: string };
  },
) {
  const college = await findCommitmentCollege(deps.db, input.schoolId);
  if (!college) throw new AppError('not_found', COLLEGE_NOT_FOUND);
  const date = input.commitmentDate ?? today();
  let deliver: (() => Promise<void>) | null = null;
  const commitment = await deps.db.transaction(async (tx) => {
    if (input.memberId) await setMembershipCommitment(tx, input.memberId, college.schoolId);
    if (!input.userId) return null;
    if (!input.memberId) await setActiveMembershipsCommitment(tx, input.userId, college.schoolId);
    const values = {
      schoolId: college.schoolId,
      schoolName: college.schoolName,
      division: college.division,
      conference: college.conference,
      commitmentDate: date,
      updatedAt: new Date(),
    };
    const row = await upsertUserCommitment(tx, input.userId, values);
    await addCommitmentOffer(tx, {
      userId: input.userId,
      schoolId: college.schoolId,
      schoolName: college.schoolName,
      offerDate: date,
    });
    if (input.recordedBy && input.recordedBy.userId !== input.userId) {
      deliver = await notify(
        deps,
        {
          userId: input.userId,
          kind: 'commitment_recorded',
          title: 'Your college commitment was recorded',
          body: `Your coach at ${input.recordedBy.teamName} recorded your commitment to ${college.schoolName}.`,
          link: '/dashboard',
        },
        tx,
      );
    }
    return row;
  });
  if (deliver) await (deliver as () => Promise<void>)();
  return {
    profileSynced: Boolean(input.userId),
    commitment: commitment
      ? {
          schoolId: commitment.schoolId,
          schoolName: commitment.schoolName,
          division: commitment.division,
          conference: commitment.conference,
          commitmentDate: commitment.commitmentDate,
        }
      : null,
  };
}

/** Removes a commitment: clears the membership's commitment_school_id and the player's own commitment, together. */
export async function removeCommitment(deps: Pick<AppDeps, 'db'>, input: { userId: string | null; memberId?: string }) {
  await deps.db.transaction(async (tx) => {
    if (input.memberId) await setMembershipCommitment(tx, input.memberId, null);
    if (!input.userId) return;
    await clearMembershipsCommitment(tx, input.userId);
    await deleteUserCommitment(tx, input.userId);
  });
  return { ok: true as const };
}
