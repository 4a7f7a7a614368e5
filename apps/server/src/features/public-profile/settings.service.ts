import { type ConsentRecord, isMinor } from '@dugout/domain/families';
import {
  defaultProfileSections,
  handleProblem,
  highlightVideos,
  mayAllowIndexing,
  parseVideoUrl,
  profileBlockedReason,
  publicProfileMessages as msg,
  slugOfName,
  suggestHandle,
  turnOnRefusal,
  effectiveSections,
  type PublicProfileSettings,
  type PublicProfileUpdate,
  type publicProfileUpdateSchema,
} from '@dugout/domain/public-profile';
import { AppError } from '@dugout/domain/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import type { PlayerSubject } from '../../http/route.ts';
import { activeConsentsOfPlayer } from '../families/index.ts';
import {
  findPlayerBasics,
  findProfileOfUser,
  handleUnavailable,
  insertProfile,
  lockHandles,
  lockProfileOfUser,
  retireHandle,
  unavailableHandles,
  updateProfile,
  type ProfileRow,
} from './public-profile.repo.ts';

/** The player's settings of the public profile (docs/decisions/0065-public-profile.md). */

type Deps = Pick<AppDeps, 'db' | 'publicUrl'>;
type Update = z.output<typeof publicProfileUpdateSchema>;
export type { PublicProfileUpdate };

/** The page's absolute address: PUBLIC_URL/p/handle. */
export const profilePageUrl = (publicUrl: string, handle: string) => `${publicUrl.replace(/\/+$/, '')}/p/${handle}`;

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as never, i++)
    if (e.code === '23505') return true;
  return false;
};

async function playerFacts(db: DbOrTx, userId: string, now: Date) {
  const basics = await findPlayerBasics(db, userId);
  if (!basics) throw new AppError('not_found', msg.notFound);
  const consents: ConsentRecord[] = isMinor(basics.dateOfBirth, now) ? await activeConsentsOfPlayer(db, userId) : [];
  return { ...basics, consents };
}

async function suggestionFor(db: DbOrTx, name: string) {
  return suggestHandle(name, await unavailableHandles(db, slugOfName(name)));
}

function present(
  deps: Deps,
  row: ProfileRow | null,
  handle: string,
  facts: Awaited<ReturnType<typeof playerFacts>>,
  subject: PlayerSubject,
  now: Date,
): PublicProfileSettings {
  const enabled = row?.enabled ?? false;
  const blocked = profileBlockedReason(facts, now);
  return {
    handle,
    url: profilePageUrl(deps.publicUrl, handle),
    enabled,
    live: enabled && blocked === null,
    blockedReason: enabled ? blocked : null,
    sections: row ? effectiveSections(row.sections) : { ...defaultProfileSections },
    videos: highlightVideos(row?.videos ?? []),
    events: row?.events ?? [],
    allowIndexing: row?.allowIndexing ?? false,
    mayAllowIndexing: mayAllowIndexing(facts.dateOfBirth, now),
    isMinor: isMinor(facts.dateOfBirth, now),
    mayEdit: subject.mayEdit,
    saved: !!row,
  };
}

/** GET /api/public-profile: creates nothing; a player who never saved gets the suggested handle and the defaults. */
export async function readSettings(deps: Deps, subject: PlayerSubject, now = new Date()) {
  const userId = subject.playerId;
  const [row, facts] = await Promise.all([findProfileOfUser(deps.db, userId), playerFacts(deps.db, userId, now)]);
  const handle = row?.handle ?? (await suggestionFor(deps.db, facts.name));
  return present(deps, row, handle, facts, subject, now);
}

/** A write that only turns the page off: what any active guardian may do (rule playerData.hideProfile). */
const onlyHides = (body: Update) =>
  body.enabled === false && Object.entries(body).every(([k, v]) => k === 'enabled' || v === undefined);

/**
 * Creates the player's row on its first write, with the suggested handle (the next number when a parallel first write
 * took it) and the default sections.
 */
async function createRow(deps: Deps, userId: string, name: string, values: Partial<ProfileRow>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (tx) => {
        const existing = await lockProfileOfUser(tx, userId);
        if (existing) return existing;
        const handle = await suggestionFor(tx, name);
        await lockHandles(tx, [handle]);
        if (await handleUnavailable(tx, handle)) throw Object.assign(new Error('handle raced'), { code: '23505' });
        return insertProfile(tx, { userId, handle, sections: { ...defaultProfileSections }, ...values });
      });
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
}

/**
 * PUT /api/public-profile. Turning on needs a date of birth (400) and, for a minor, a guardian's 'share_profile'
 * consent (403); only an adult may allow indexing (400). A guardian the player does not let make changes may only
 * turn the page off (403 otherwise).
 */
export async function updateSettings(deps: Deps, subject: PlayerSubject, body: Update, now = new Date()) {
  if (!subject.mayEdit && !onlyHides(body)) throw new AppError('forbidden', msg.guardianMayOnlyHide);
  const userId = subject.playerId;
  const facts = await playerFacts(deps.db, userId, now);
  if (body.enabled === true) {
    const refusal = turnOnRefusal(facts, now);
    if (refusal?.status === 400) throw new AppError('invalid_input', refusal.message, { enabled: refusal.message });
    if (refusal) throw new AppError('forbidden', refusal.message);
  }
  if (body.allowIndexing === true && !mayAllowIndexing(facts.dateOfBirth, now))
    throw new AppError('invalid_input', msg.indexingAdultsOnly, { allowIndexing: msg.indexingAdultsOnly });
  const values: Partial<ProfileRow> = {};
  if (body.enabled !== undefined) values.enabled = body.enabled;
  if (body.allowIndexing !== undefined) values.allowIndexing = body.allowIndexing;
  if (body.videos)
    values.videos = body.videos.map((v) => ({ url: parseVideoUrl(v.url)?.url ?? v.url, title: v.title }));
  if (body.events) values.events = body.events;
  const existing = await findProfileOfUser(deps.db, userId);
  if (!existing) {
    if (body.sections) values.sections = { ...defaultProfileSections, ...body.sections };
    await createRow(deps, userId, facts.name, values);
  } else {
    await deps.db.transaction(async (tx) => {
      const row = await lockProfileOfUser(tx, userId);
      if (body.sections) values.sections = { ...effectiveSections(row!.sections), ...body.sections };
      await updateProfile(tx, userId, values);
    });
  }
  return readSettings(deps, subject, now);
}

/**
 * PUT /api/public-profile/handle: the new handle takes effect at once and the old one is retired — dead from that
 * moment and never given to anyone again. Taken or retired → 409; two parallel claims of one handle: one wins.
 */
export async function changeHandle(deps: Deps, subject: PlayerSubject, handle: string, now = new Date()) {
  const problem = handleProblem(handle);
  if (problem) throw new AppError('invalid_input', problem, { handle: problem });
  const userId = subject.playerId;
  const taken = () => new AppError('conflict', msg.handleTaken, { handle: msg.handleTaken });
  try {
    await deps.db.transaction(async (tx) => {
      const row = await lockProfileOfUser(tx, userId);
      if (row?.handle === handle) return;
      await lockHandles(tx, row ? [handle, row.handle] : [handle]);
      if (await handleUnavailable(tx, handle)) throw taken();
      if (row) {
        await updateProfile(tx, userId, { handle });
        await retireHandle(tx, row.handle, userId);
      } else await insertProfile(tx, { userId, handle, sections: { ...defaultProfileSections } });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
  return readSettings(deps, subject, now);
}
