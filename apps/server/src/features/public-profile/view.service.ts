import { allowPolicy, playerData } from '@dugout/domain/access';
import { isMinor } from '@dugout/domain/families';
import {
  buildPublicProfileView,
  effectiveSections,
  HANDLE_MAX,
  isProfileLive,
  type PublicProfileView,
} from '@dugout/domain/public-profile';
import { findActiveGuardianLink } from '../../access/guardian-access.repo.ts';
import type { AppDeps } from '../../deps-types.ts';
import type { SessionActor } from '../../http/context.ts';
import { activeConsentsOfPlayer } from '../families/index.ts';
import { loadAnswers, loadBenchmarks } from '../fit/index.ts';
import { listVerificationsOf, listVisibleSubmissions } from '../submissions/index.ts';
import { findCommitment, findPageProfile, findTravelTeam } from './public-profile.repo.ts';
import { profilePageUrl } from './settings.service.ts';

const none = Promise.resolve(null);

/**
 * May this signed-in visitor preview the page while it is off: the owner, or an active guardian of theirs (rule
 * playerData.actFor, the same the 'player' routes ask).
 */
async function mayPreview(deps: Pick<AppDeps, 'db'>, viewer: SessionActor | null | undefined, ownerId: string) {
  if (!viewer) return false;
  if (viewer.userId === ownerId) return true;
  if (viewer.role !== 'guardian') return false;
  const link = await findActiveGuardianLink(deps.db, viewer.userId, ownerId);
  return allowPolicy(viewer, 'playerData.actFor', playerData(ownerId, [], link ? [link] : []));
}

/**
 * The page's view for `handle`, or null alike for no such handle, a profile that is off, and one the sharing gate
 * holds back (a minor without a guardian's 'share_profile' consent, no date of birth): the page answers the same 404
 * for all of them. A retired handle is in no profile row, so it is "no such handle".
 *
 * With `previewFor` (GET /p/:handle?preview=1 with a session), the owner or an active guardian gets the view even
 * while the page is not live, marked `preview: true` (the page says so and the open is not counted).
 *
 * Queries: one for the profile (by handle, with the player's fields), then the sections' sources in parallel — the
 * consents only for a minor, the benchmark table only when that section is on.
 */
export async function loadPublicView(
  deps: AppDeps,
  handle: string,
  now = new Date(),
  opts: { previewFor?: SessionActor | null } = {},
): Promise<{ view: PublicProfileView; ownerId: string; preview?: boolean } | null> {
  if (handle.length > HANDLE_MAX) return null;
  const row = await findPageProfile(deps.db, handle);
  if (!row) return null;
  const ownerId = row.profile.userId;
  const on = effectiveSections(row.profile.sections);
  const minor = isMinor(row.dateOfBirth, now);
  const [consents, submissions, verifications, team, interview, benchmarks, commitment, previewAllowed] =
    await Promise.all([
      minor ? activeConsentsOfPlayer(deps.db, ownerId) : Promise.resolve([]),
      on.metrics || on.score || on.benchmarks || on.heightWeight || on.positions
        ? listVisibleSubmissions(deps.db, ownerId)
        : Promise.resolve([]),
      on.metrics ? listVerificationsOf(deps.db, [ownerId]) : Promise.resolve([]),
      on.travelTeam || on.coachReference ? findTravelTeam(deps.db, ownerId) : none,
      on.academics ? loadAnswers(deps.db, ownerId) : none,
      on.benchmarks ? loadBenchmarks(deps.db) : none,
      on.commitment ? findCommitment(deps.db, ownerId) : none,
      opts.previewFor ? mayPreview(deps, opts.previewFor, ownerId) : Promise.resolve(false),
    ]);
  const live = isProfileLive({ enabled: row.profile.enabled, dateOfBirth: row.dateOfBirth, consents }, now);
  if (!live && !previewAllowed) return null;
  const view = buildPublicProfileView(
    {
      handle: row.profile.handle,
      url: profilePageUrl(deps.publicUrl, row.profile.handle),
      name: row.name,
      dateOfBirth: row.dateOfBirth,
      allowIndexing: row.profile.allowIndexing,
      sections: row.profile.sections,
      videos: row.profile.videos,
      events: row.profile.events,
      profile: {
        photoUrl: row.photoUrl,
        classYear: row.classYear,
        primaryPosition: row.primaryPosition,
        bats: row.bats,
        throws: row.throws,
        heightInches: row.heightInches,
        weightLbs: row.weightLbs,
        highSchool: row.highSchool,
        highSchoolState: row.highSchoolState,
      },
      team,
      academics: interview?.saved ? interview.answers : null,
      latest: submissions[0] ?? null,
      history: submissions,
      verifications,
      benchmarkTable: benchmarks?.table ?? null,
      commitment,
      updatedAt: row.profile.updatedAt,
    },
    now,
  );
  return { view, ownerId, ...(previewAllowed && opts.previewFor ? { preview: true } : {}) };
}
