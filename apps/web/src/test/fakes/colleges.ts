import {
  collegeProfileSchema,
  collegeSearchResponseSchema,
  collegeTexts,
  schoolOptionsQuerySchema,
  schoolOptionsResponseSchema,
  teamPlayersResponseSchema,
  type CollegeProfile,
  type SchoolOption,
} from '@dugout/domain/colleges';
import { profileLinkSchema, publicProfileMessages, type ProfileLink } from '@dugout/domain/public-profile';
import { okResponseSchema } from '@dugout/domain/shared';
import {
  addSchoolSchema,
  contactActionTypes,
  contactLogListSchema,
  trackerEntryViewSchema,
  trackerMessages,
  trackerViewSchema,
  type TrackerEntryView,
  recentTrackers,
} from '@dugout/domain/tracker';
import { apiError, route } from '../msw';
import { fakeSchools } from './teams';

/**
 * A fake of the colleges and tracker routes a school profile reads (docs/decisions/0047-dom-tests.md): the school
 * options (filtered by division as `schoolOptionsQuerySchema` reads it: 'all' is every division), the profiles it
 * holds (404 'School profile not available' for another id, as colleges.service.ts), the team players (none), the
 * signed-in user's tracker (a POST adds the school with its seven actions, a second add is refused as a duplicate),
 * the contact log (empty) and the college search (empty). Invented schools only (test/fakes/teams.ts `fakeSchools`).
 * A tracked school's profile link (docs/decisions/0067-tracked-profile-links.md): POST makes it (or returns the live
 * one), DELETE revokes it; `linkRequests` lists both, `refuseLinks` answers 404 as for a school no longer tracked.
 */

const AT = '2026-01-15T12:00:00.000Z';

/** A school profile with the school's own fields and no figures (no invented figure under a school's name). */
export function fakeCollegeProfile(school: SchoolOption, over: Partial<CollegeProfile['school']> = {}): CollegeProfile {
  // every field of the school null (no figure), then its name, division and conference; parsed by the schema below
  const nulls: Record<string, null> = Object.fromEntries(
    Object.keys(collegeProfileSchema.shape.school.shape).map((k) => [k, null]),
  );
  return collegeProfileSchema.parse({
    school: {
      ...nulls,
      schoolId: school.schoolId,
      schoolName: school.schoolName,
      division: school.division,
      conference: school.conference,
      city: 'Springfield',
      state: 'IL',
      ...over,
    },
    field: null,
    climate: null,
    roster: [],
    rosterError: false,
    failedPanels: [],
    coach: null,
    commits: [],
    transfers: null,
    sources: { school: null, academics: null, climate: null, roster: null, coach: null, field: null },
  });
}

export interface CollegesFakeState {
  schools: SchoolOption[];
  /** the profiles the server has, by school id (a school without one answers 404) */
  profiles: Map<number, CollegeProfile>;
  tracker: TrackerEntryView[];
  /** 'make <trackerId>' / 'revoke <trackerId>', in order */
  linkRequests: string[];
  /** the link routes answer 404 'That school is not in your tracker.' */
  refuseLinks: boolean;
}

/** A live link as the server presents it (never opened unless `over` says so). */
export const fakeProfileLink = (over: Partial<ProfileLink> & { schoolId: number }): ProfileLink => ({
  id: `link-${over.schoolId}`,
  url: `https://dugout.example/p/pat-player?via=fake-token-${over.schoolId}-0123456789`,
  opens: 0,
  botOpens: 0,
  firstOpenedAt: null,
  lastOpenedAt: null,
  summary: 'Not opened yet',
  createdAt: AT,
  ...over,
});

export function createCollegesFake(init: { userId: string; schools?: SchoolOption[]; profiles?: CollegeProfile[] }) {
  const schools = init.schools ?? fakeSchools;
  const state: CollegesFakeState = {
    schools,
    profiles: new Map(
      (init.profiles ?? schools.map((s) => fakeCollegeProfile(s))).map((p) => [p.school.schoolId, p] as const),
    ),
    tracker: [],
    linkRequests: [],
    refuseLinks: false,
  };
  let nextId = 1;
  const entry = (s: { schoolId: number; schoolName: string; division: string; conference: string | null }) =>
    trackerEntryViewSchema.parse({
      id: `00000000-0000-4000-8000-${String(nextId++).padStart(12, '0')}`,
      userId: init.userId,
      ...s,
      pocName: null,
      statusNotes: null,
      createdAt: AT,
      updatedAt: AT,
      // as tracker.service.ts addSchool: all seven actions, incomplete
      actions: contactActionTypes.map((a) => ({
        actionType: a.type,
        label: a.label,
        completed: false,
        notes: null,
        completedDate: null,
        updatedAt: null,
      })),
      nextStep: { type: contactActionTypes[0].type, label: contactActionTypes[0].label },
      progress: { completed: 0, total: contactActionTypes.length },
      hasOffer: false,
      lastActivityAt: AT,
      inactive: false,
      profileLink: null,
    });

  const handlers = () => [
    route('GET', '/api/colleges/options', { response: schoolOptionsResponseSchema }, ({ query }) => {
      const { division } = schoolOptionsQuerySchema.parse({ division: query.get('division') ?? undefined });
      return { options: state.schools.filter((s) => !division || s.division === division) };
    }),
    route('GET', '/api/colleges/:id/profile', { response: collegeProfileSchema }, ({ params }) => {
      const profile = state.profiles.get(Number(params.id));
      return profile ?? apiError('not_found', collegeTexts.profileNotAvailable);
    }),
    route('GET', '/api/colleges/:id/team-players', { response: teamPlayersResponseSchema }, ({ query }) => {
      const team = query.get('team');
      return team
        ? { teamCodes: [team.toUpperCase()], scope: 'team' as const, committed: [], interested: [] }
        : { teamCodes: [], scope: 'self' as const, committed: [], interested: [] };
    }),
    route('GET', '/api/colleges', { response: collegeSearchResponseSchema }, () => ({
      results: [],
      total: 0,
      page: 1,
      pageSize: 25,
      conferences: [],
      sources: { school: [], academics: [] },
    })),
    route('GET', '/api/tracker', { response: trackerViewSchema }, () => ({
      owner: { id: init.userId, name: 'Pat Player' },
      readOnly: false,
      abilities: { add: true, updateAction: true, updateInfo: true, remove: true },
      entries: state.tracker,
      // the domain's own rule, as the server answers it (the response schema keeps only its fields)
      recent: recentTrackers(state.tracker),
      inactive: [],
      offers: 0,
      commitment: null,
    })),
    route('POST', '/api/tracker', { response: trackerEntryViewSchema, body: addSchoolSchema }, ({ body }) => {
      const schoolId = Number(body.schoolId);
      if (state.tracker.some((e) => e.schoolId === schoolId)) return apiError('conflict', trackerMessages.duplicate);
      const added = entry({
        schoolId,
        schoolName: String(body.schoolName),
        division: String(body.division),
        conference: body.conference ?? null,
      });
      state.tracker.unshift(added);
      return added;
    }),
    route('POST', '/api/tracker/:trackerId/profile-link', { response: profileLinkSchema }, ({ params }) => {
      state.linkRequests.push(`make ${params.trackerId}`);
      const e = state.tracker.find((t) => t.id === params.trackerId);
      if (!e || state.refuseLinks) return apiError('not_found', publicProfileMessages.linkSchoolNotInTracker);
      return (e.profileLink ??= fakeProfileLink({ schoolId: e.schoolId }));
    }),
    route('DELETE', '/api/tracker/:trackerId/profile-link', { response: okResponseSchema }, ({ params }) => {
      state.linkRequests.push(`revoke ${params.trackerId}`);
      const e = state.tracker.find((t) => t.id === params.trackerId);
      if (!e || state.refuseLinks) return apiError('not_found', publicProfileMessages.linkSchoolNotInTracker);
      if (!e.profileLink) return apiError('not_found', publicProfileMessages.linkNotFound);
      e.profileLink = null;
      return { ok: true as const };
    }),
    route('GET', '/api/contact-log', { response: contactLogListSchema }, () => []),
  ];
  return { state, handlers };
}
