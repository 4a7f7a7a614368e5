import { trackerAbilities } from '@dugout/domain/access';
import { presentProfileLink, type ProfileLink } from '@dugout/domain/public-profile';
import { AppError } from '@dugout/domain/shared';
import {
  actionProgress,
  addSchoolFailureFromDbCode,
  checkAddSchool,
  contactActionTypes,
  hasOffer,
  isInactiveSince,
  lastActivity,
  nextStep,
  recentTrackers,
  resolveCompletedDate,
  SILENT_ERROR_MESSAGE,
  trackerMessages,
  type ContactActionType,
  type TrackerEntryView,
  type TrackerView,
} from '@dugout/domain/tracker';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { schoolContactTracker } from '../../db/schema/index.ts';
import {
  deleteOwnTracker,
  findCollege,
  findLiveProfileLink,
  findTrackerOwner,
  findTrackerWithActions,
  insertIncompleteActions,
  insertTrackedSchool,
  insertTrackedSchoolIfMissing,
  isSchoolTracked,
  trackerScreenData,
  updateOwnTracker,
  upsertContactAction,
  type TrackerWithActionFacts,
  type TrackerWithActions,
} from './tracker.repo.ts';

const iso = (v: Date | string | null | undefined): string | null =>
  v == null ? null : v instanceof Date ? v.toISOString() : new Date(v).toISOString();
const today = () => new Date().toISOString().slice(0, 10);

/** The PostgreSQL error code of a failure (drizzle wraps the driver's error in `cause`). */
export function pgErrorCode(err: unknown): string | null {
  let e: unknown = err;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Present one tracked school: its seven actions in the spec's order, next step, progress and inactivity. Each action's
 * time is read once (the screen's JSON aggregate gives it as text) and the last activity worked out once: the tracker
 * screen presents every school on every load (docs/decisions/0037-row-mapping-once.md).
 */
export function presentEntry(
  t: TrackerWithActions | TrackerWithActionFacts,
  now = new Date(),
  profileLink: ProfileLink | null = null,
): TrackerEntryView {
  const facts = t.actions.map((a) => ({
    actionType: a.actionType,
    completed: a.completed,
    notes: a.notes,
    completedDate: a.completedDate,
    updatedAt: a.updatedAt instanceof Date ? a.updatedAt : new Date(a.updatedAt),
  }));
  const actions = contactActionTypes.map(({ type, label }) => {
    const a = facts.find((x) => x.actionType === type);
    return {
      actionType: type,
      label,
      completed: a?.completed ?? false,
      notes: a?.notes ?? null,
      completedDate: a?.completedDate ?? null,
      updatedAt: a ? a.updatedAt.toISOString() : null,
    };
  });
  const last = lastActivity({ createdAt: t.createdAt, updatedAt: t.updatedAt, actions: facts });
  return {
    id: t.id,
    userId: t.userId,
    schoolId: t.schoolId,
    schoolName: t.schoolName,
    division: t.division,
    conference: t.conference,
    pocName: t.pocName,
    statusNotes: t.statusNotes,
    createdAt: iso(t.createdAt)!,
    updatedAt: iso(t.updatedAt)!,
    actions,
    nextStep: nextStep(facts),
    progress: actionProgress(facts),
    hasOffer: hasOffer(facts),
    lastActivityAt: last.toISOString(),
    inactive: isInactiveSince(last, now),
    profileLink,
  };
}

/**
 * One of the user's tracked schools as its write routes answer it, with the school's live profile link when
 * `publicUrl` is given (the app's address the link's url starts with).
 */
async function presentOwnEntry(db: Db, userId: string, trackerId: string, publicUrl?: string) {
  const t = (await findTrackerWithActions(db, trackerId))!;
  const link = publicUrl === undefined ? null : await findLiveProfileLink(db, userId, t.schoolId);
  return presentEntry(t, new Date(), link && presentProfileLink(link, link.handle, publicUrl!));
}

/**
 * A user's tracker as `viewerId` sees it (whether they may see it was decided by the route), or 404. `links`: the
 * player's own tracker (the player, or a guardian acting for them) shows each school's live profile link, whose url
 * starts with `links.publicUrl`; anyone else's view of it shows none (a link is the player's to hand out).
 */
export async function loadTrackerView(
  db: Db,
  viewerId: string,
  ownerId: string,
  links: { publicUrl: string } | null = null,
): Promise<TrackerView> {
  const data = await trackerScreenData(db, ownerId);
  if (!data) throw new AppError('not_found', trackerMessages.cannotViewTracker);
  const { owner, commitment } = data;
  const now = new Date();
  const bySchool = new Map(
    links ? data.links.map((l) => [l.schoolId, presentProfileLink(l, l.handle, links.publicUrl, now)] as const) : [],
  );
  const entries = data.entries.map((t) => presentEntry(t, now, bySchool.get(t.schoolId) ?? null));
  const abilities = trackerAbilities(viewerId, owner.id);
  return {
    owner,
    readOnly: !abilities.updateAction,
    abilities,
    entries,
    recent: recentTrackers(entries).map(({ id, schoolId, schoolName, division, conference, createdAt }) => ({
      id,
      schoolId,
      schoolName,
      division,
      conference,
      createdAt,
    })),
    inactive: entries
      .filter((e) => e.inactive)
      .map(({ id, schoolId, schoolName, lastActivityAt }) => ({ id, schoolId, schoolName, lastActivityAt })),
    offers: entries.filter((e) => e.hasOffer).length,
    commitment,
  };
}

function failure(err: unknown): never {
  if (err instanceof AppError) throw err;
  const f = addSchoolFailureFromDbCode(pgErrorCode(err));
  switch (f.kind) {
    case 'silent':
      throw new AppError('unprocessable', SILENT_ERROR_MESSAGE);
    case 'duplicate':
      throw new AppError('conflict', f.message);
    case 'reference':
      throw new AppError('unprocessable', f.message);
    case 'forbidden':
      throw new AppError('forbidden', f.message);
    default:
      throw new AppError('internal', f.message);
  }
}

/**
 * Adds a school for the user: the duplicate check, then the tracker row and all seven actions (incomplete) in ONE
 * transaction. The college's own name/division/conference are stored when the college exists; a school id the
 * colleges table lacks fails on the foreign key (23503). Database codes map to the spec's messages.
 */
export async function addSchool(
  db: Db,
  userId: string,
  input: { schoolId: number; schoolName: string; division: string; conference: string | null },
  publicUrl?: string,
): Promise<TrackerEntryView> {
  try {
    const id = await db.transaction(async (tx) => {
      const tracked = await isSchoolTracked(tx, userId, input.schoolId);
      const dup = checkAddSchool({ signedIn: true, ...input }, () => tracked);
      if (dup && dup.kind !== 'silent') throw new AppError('conflict', dup.message);
      const college = await findCollege(tx, input.schoolId);
      const trackerId = await insertTrackedSchool(tx, {
        userId,
        schoolId: input.schoolId,
        schoolName: college?.schoolName || input.schoolName,
        division: college?.division || input.division,
        conference: college ? (college.conference ?? input.conference) : input.conference,
      });
      await insertIncompleteActions(
        tx,
        trackerId,
        contactActionTypes.map(({ type }) => type),
      );
      return trackerId;
    });
    return presentOwnEntry(db, userId, id, publicUrl);
  } catch (err) {
    failure(err);
  }
}

/**
 * addSchool's path for a school that must end up tracked (a coach's message through the public profile): in the
 * caller's transaction, the tracker row and its seven incomplete actions when the school is not tracked yet, nothing
 * when it is — also when a parallel call added it a moment before (no duplicate error). True when it added the row.
 */
export async function trackSchoolIfMissing(tx: DbOrTx, userId: string, schoolId: number): Promise<boolean> {
  if (await isSchoolTracked(tx, userId, schoolId)) return false;
  const college = await findCollege(tx, schoolId);
  if (!college) throw new AppError('unprocessable', trackerMessages.invalidSchoolReference);
  const trackerId = await insertTrackedSchoolIfMissing(tx, {
    userId,
    schoolId,
    schoolName: college.schoolName,
    division: college.division ?? '',
    conference: college.conference,
  });
  if (!trackerId) return false;
  await insertIncompleteActions(
    tx,
    trackerId,
    contactActionTypes.map(({ type }) => type),
  );
  return true;
}

/** Updates check that the tracker belongs to the current user (404 when gone, 403 when someone else's). */
export async function requireOwnTracker(db: Db, userId: string, trackerId: string): Promise<void> {
  const owner = await findTrackerOwner(db, trackerId);
  if (!owner) throw new AppError('not_found', trackerMessages.notInTracker);
  if (owner !== userId) throw new AppError('forbidden', trackerMessages.notInTracker);
}

/** Toggle / update an action: completed, notes, completed_date and updated_at; creates the action when missing. */
export async function updateContactAction(
  db: Db,
  userId: string,
  trackerId: string,
  actionType: ContactActionType,
  input: { completed: boolean; notes?: string | null; completedDate?: string | null },
  publicUrl?: string,
): Promise<TrackerEntryView> {
  await requireOwnTracker(db, userId, trackerId);
  const values = {
    completed: input.completed,
    notes: input.notes?.trim() ? input.notes.trim() : null,
    completedDate: resolveCompletedDate(input.completed, input.completedDate, today()),
    updatedAt: new Date(),
  };
  try {
    await upsertContactAction(db, trackerId, actionType, values);
  } catch (err) {
    if (pgErrorCode(err) === '23514') throw new AppError('unprocessable', SILENT_ERROR_MESSAGE);
    throw err;
  }
  return presentOwnEntry(db, userId, trackerId, publicUrl);
}

export async function updateTrackerInfo(
  db: Db,
  userId: string,
  trackerId: string,
  input: { pocName?: string | null; statusNotes?: string | null },
  publicUrl?: string,
): Promise<TrackerEntryView> {
  await requireOwnTracker(db, userId, trackerId);
  const set: Partial<typeof schoolContactTracker.$inferInsert> = { updatedAt: new Date() };
  if (input.pocName !== undefined) set.pocName = input.pocName || null;
  if (input.statusNotes !== undefined) set.statusNotes = input.statusNotes || null;
  await updateOwnTracker(db, userId, trackerId, set);
  return presentOwnEntry(db, userId, trackerId, publicUrl);
}

/** Removes a tracked school (its actions go with it by the foreign key's cascade). */
export async function removeSchool(db: Db, userId: string, trackerId: string): Promise<void> {
  await requireOwnTracker(db, userId, trackerId);
  await deleteOwnTracker(db, userId, trackerId);
}
