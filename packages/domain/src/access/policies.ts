import { isCoachActor, isSiteAdmin, type Actor } from './roles.ts';

/**
 * Who may do what: every action × resource rule of the app in one table (docs/decisions/0023-route-pipeline-and-policy-table.md).
 * A rule is a pure function of the actor (a snapshot, never a row) and a resource snapshot the server loads. Routes
 * name a rule in their `authorize` step (apps/server/src/http/route.ts), services ask `allow(actor, action, resource)`
 * and the abilities sent to the web are read from the same rules, so a screen never re-derives a permission.
 */

/**
 * What policies know about a team: who owns, administers and coaches it, and which organizations approved it.
 * A snapshot the server loads (apps/server/src/access/team-access.repo.ts); never a database row.
 */
export interface TeamAccessSnapshot {
  kind: 'team';
  teamCode: string;
  ownerId: string;
  administratorIds: readonly string[];
  coachIds: readonly string[];
  /** Organizations with an approved organization_team_request for this team. */
  approvedOrganizationIds: readonly string[];
}

/** Every resource kind a rule speaks about, with the snapshot the rule needs. */
export interface ResourceSnapshots {
  /** The site itself: rules that need only the actor (administration, creating things). */
  site: { kind: 'site' };
  team: TeamAccessSnapshot;
  /** One coach or administrator entry of a team's staff. */
  teamStaff: {
    kind: 'teamStaff';
    team: TeamAccessSnapshot;
    userId: string;
    status?: 'pending' | 'approved' | 'removed';
    isOwner?: boolean;
  };
  /**
   * One player's data (submissions, dashboard, tracker): its owner, the teams the owner is an active member of, and
   * the guardians with an active link to the owner (docs/decisions/0060-families.md; loaded where a rule reads them).
   */
  playerData: {
    kind: 'playerData';
    ownerId: string;
    ownerTeams: readonly TeamAccessSnapshot[];
    guardians?: readonly ActiveGuardian[];
  };
  /**
   * A guardian link (docs/decisions/0060-families.md). `guardianId` / `playerId` are the accounts of each side: the
   * stored one, or the signed-in account whose confirmed e-mail address the invitation addresses (the loader fills it).
   */
  guardianLink: GuardianLinkSnapshot;
  organization: { kind: 'organization'; organizationId: string };
  /** A request to become a program admin, made by redeeming an organization code. */
  organizationAdminRequest: { kind: 'organizationAdminRequest'; organizationId: string; userId: string };
  /** A paid plan: its payer, and for a team plan the team's access snapshot. */
  subscription: { kind: 'subscription'; payerId: string; team: TeamAccessSnapshot | null };
  /** A row that belongs to one user (tracker row, contact log entry, winter-training entry, notification …). */
  ownRecord: { kind: 'ownRecord'; ownerId: string };
}
export type ResourceKind = keyof ResourceSnapshots;

/** A guardian with an active link to a player, and whether the player lets guardians make changes. */
export interface ActiveGuardian {
  userId: string;
  mayEdit: boolean;
}

export interface GuardianLinkSnapshot {
  kind: 'guardianLink';
  status: 'pending' | 'active' | 'ended';
  guardianId: string | null;
  playerId: string | null;
  guardianAgreed: boolean;
  playerAgreed: boolean;
}
export type Resource = ResourceSnapshots[ResourceKind];

type Rule<K extends ResourceKind> = (actor: Actor, resource: ResourceSnapshots[K]) => boolean;
type PolicyTable = { [K in ResourceKind]: Record<string, Rule<K>> };

/** The team's own staff: its owner (coach), a team administrator or a registered team coach. */
export const isTeamStaff = (userId: string, team: TeamAccessSnapshot): boolean =>
  team.ownerId === userId || team.administratorIds.includes(userId) || team.coachIds.includes(userId);

/** is_team_administrator: the team's staff (above); site admins pass every check. */
const manageTeam: Rule<'team'> = (actor, team) => isSiteAdmin(actor) || isTeamStaff(actor.userId, team);
/** user_can_access_team: a team administrator, or a program admin of an organization with an approved request. */
const viewTeam: Rule<'team'> = (actor, team) =>
  manageTeam(actor, team) ||
  (actor.organizationRole === 'program_admin' &&
    !!actor.organizationId &&
    team.approvedOrganizationIds.includes(actor.organizationId));
/** Program admins of the organization and site admins manage it and decide its requests (docs/decisions/0003-organizations.md). */
const manageOrganization: Rule<'organization'> = (actor, o) =>
  isSiteAdmin(actor) || (actor.organizationRole === 'program_admin' && actor.organizationId === o.organizationId);
const owns = (actor: Pick<Actor, 'userId'>, r: ResourceSnapshots['ownRecord']) => actor.userId === r.ownerId;

/** The active guardian link of this actor to the player, if the actor is a guardian (docs/decisions/0060-families.md). */
const guardianOf = (actor: Actor, p: ResourceSnapshots['playerData']): ActiveGuardian | undefined =>
  actor.role === 'guardian' ? p.guardians?.find((g) => g.userId === actor.userId) : undefined;
/** Which side of the link the actor is, by account and role (a guardian account is never the player side). */
const linkSide = (actor: Actor, l: GuardianLinkSnapshot): 'guardian' | 'player' | null =>
  actor.role === 'guardian' && l.guardianId === actor.userId
    ? 'guardian'
    : actor.role === 'player' && l.playerId === actor.userId
      ? 'player'
      : null;

export const policies = {
  site: {
    /** The admin area (docs/spec/part-1-accounts-teams-organizations.md section 6). */
    administer: (actor) => isSiteAdmin(actor),
    /** Coaches (and site admins) create teams. */
    createTeam: (actor) => isCoachActor(actor) || isSiteAdmin(actor),
    /** Organization administrators (account type) and site admins create organizations. */
    createOrganization: (actor) => actor.role === 'organization_admin' || isSiteAdmin(actor),
    /** Only an organization administrator account redeems a code (a site admin manages every organization already). */
    redeemOrganizationCode: (actor) => actor.role === 'organization_admin',
    /** Coaches (and site admins) ask an organization to take their team in. */
    requestOrganization: (actor) => isCoachActor(actor) || isSiteAdmin(actor),
    /** Players invite a guardian and guardians invite a player (docs/decisions/0060-families.md); nobody else. */
    linkFamily: (actor) => actor.role === 'player' || actor.role === 'guardian',
  },
  // Each team action has its own name, the one its route declares and its screen ability reads (docs/decisions/0054-
  // the-policy-table-as-the-only-vocabulary.md); today the writes share one rule, the team's staff.
  team: {
    /** Team data: roster, players, college interaction, winter training. */
    view: viewTeam,
    /** The staff's own work on a team: coach notes, buying the team's plan. */
    manage: manageTeam,
    /** Team information and logo. */
    edit: manageTeam,
    /** Invites (add, import, send, withdraw) and removing a player. */
    managePlayers: manageTeam,
    /** Game and practice ratings of a member. */
    ratePlayers: manageTeam,
    /** A member's college commitment. */
    recordCommitments: manageTeam,
    /** A coach's edit of a member's submission. */
    editSubmissions: manageTeam,
    /** Only the team's own staff (not a site admin) send a request to an organization for their team. */
    requestOrganization: (actor, team) => isTeamStaff(actor.userId, team),
    /** E-mail chosen players and their guardians, Reply-To the sender: the team's own staff only (docs/decisions/0064-coaches-and-families.md). */
    messagePlayers: (actor, team) => isTeamStaff(actor.userId, team),
    /**
     * Mark a member's metric values verified: only the team's own approved staff, never a site admin or a program
     * admin — the badge names the verifier and the team (docs/decisions/0062-metric-sources.md).
     */
    verifyMetrics: (actor, team) => isTeamStaff(actor.userId, team),
    /** Record an event and its measured results: the team's staff, or a program admin of an organization over it. */
    recordEvents: viewTeam,
  },
  teamStaff: {
    /** Approve or decline a pending coach: the owner, an approved team administrator, or a site admin. */
    decide: (actor, s) =>
      isSiteAdmin(actor) || s.team.ownerId === actor.userId || s.team.administratorIds.includes(actor.userId),
    /** Remove a coach or administrator: the owner (or a site admin), never the owner, never oneself. */
    remove: (actor, s) =>
      s.userId !== s.team.ownerId &&
      s.userId !== actor.userId &&
      (isSiteAdmin(actor) || s.team.ownerId === actor.userId),
  },
  playerData: {
    /** Its owner, a site admin, someone who can view a team the owner is an active member of, or an active guardian. */
    view: (actor, p) =>
      actor.userId === p.ownerId ||
      isSiteAdmin(actor) ||
      p.ownerTeams.some((t) => viewTeam(actor, t)) ||
      !!guardianOf(actor, p),
    /**
     * The player's own things, or a guardian with an active link acting for them (the route marker 'player',
     * docs/decisions/0060-families.md): reads, and payments for the player.
     */
    actFor: (actor, p) => actor.userId === p.ownerId || !!guardianOf(actor, p),
    /** Changes to the player's things: the player, or an active guardian the player allows to make changes. */
    editFor: (actor, p) => actor.userId === p.ownerId || !!guardianOf(actor, p)?.mayEdit,
    /**
     * Turn the player's public profile off (docs/decisions/0065-public-profile.md): the player, or ANY active guardian,
     * whether or not the player lets guardians make changes — a guardian can always take a minor's page down.
     */
    hideProfile: (actor, p) => actor.userId === p.ownerId || !!guardianOf(actor, p),
  },
  /** Guardian links (docs/decisions/0060-families.md): each rule asks which side of the link the actor is. */
  guardianLink: {
    /** The invited side agrees to a pending link it has not agreed to yet. */
    accept: (actor, l) => {
      const side = linkSide(actor, l);
      return l.status === 'pending' && !!side && !(side === 'guardian' ? l.guardianAgreed : l.playerAgreed);
    },
    /** Either side ends, declines or withdraws a link that has not ended. */
    end: (actor, l) => l.status !== 'ended' && !!linkSide(actor, l),
    /** Either side changes its own settings of a link that has not ended. */
    configure: (actor, l) => l.status !== 'ended' && !!linkSide(actor, l),
    /** The guardian of an active link records or revokes consent. */
    consent: (actor, l) => l.status === 'active' && linkSide(actor, l) === 'guardian',
  },
  organization: {
    manage: manageOrganization,
    decideRequests: manageOrganization,
  },
  organizationAdminRequest: {
    /** A program admin of that organization or a site admin, never the redeemer (unless a site admin). */
    decide: (actor, r) =>
      actor.userId === r.userId
        ? isSiteAdmin(actor)
        : manageOrganization(actor, { kind: 'organization', organizationId: r.organizationId }),
  },
  subscription: {
    /** Its payer, or (team plans) the team's staff or a site admin; anyone else is told it does not exist. */
    manage: (actor, s) => actor.userId === s.payerId || (!!s.team && manageTeam(actor, s.team)),
  },
  /** Screen-only: 'self' routes reach a user's rows through `actor.userId`, so they name no rule (route.ts). */
  ownRecord: {
    change: owns,
  },
} satisfies PolicyTable;

export type ActionOf<K extends ResourceKind> = keyof (typeof policies)[K] & string;
/** A rule's name as routes declare it: `'team.view'`, `'site.administer'`. */
export type PolicyName = { [K in ResourceKind]: `${K}.${ActionOf<K>}` }[ResourceKind];
export type ResourceOfPolicy<P extends PolicyName> = P extends `${infer K}.${string}`
  ? K extends ResourceKind
    ? ResourceSnapshots[K]
    : never
  : never;

/** The one question: may this actor do this action on this resource? Nobody signed out may do anything. */
export function allow<R extends Resource>(
  actor: Actor | null | undefined,
  action: ActionOf<R['kind']>,
  resource: R,
): boolean {
  if (!actor) return false;
  const rule = (policies[resource.kind] as Record<string, Rule<R['kind']>>)[action];
  if (!rule) throw new Error(`No rule for ${resource.kind}.${action}`);
  return rule(actor, resource as never);
}

/** The same question by a rule's name (what a route's `authorize` step declares). */
export function allowPolicy<P extends PolicyName>(
  actor: Actor | null | undefined,
  policy: P,
  resource: ResourceOfPolicy<P>,
): boolean {
  return allow(actor, policy.slice(policy.indexOf('.') + 1) as never, resource as Resource);
}

/** Every rule's name, for tests and the route list. */
export const policyNames = (Object.keys(policies) as ResourceKind[]).flatMap((kind) =>
  Object.keys(policies[kind]).map((action) => `${kind}.${action}` as PolicyName),
);

export const site: ResourceSnapshots['site'] = { kind: 'site' };
export const ownRecord = (ownerId: string): ResourceSnapshots['ownRecord'] => ({ kind: 'ownRecord', ownerId });
export const playerData = (
  ownerId: string,
  ownerTeams: readonly TeamAccessSnapshot[],
  guardians: readonly ActiveGuardian[] = [],
): ResourceSnapshots['playerData'] => ({
  kind: 'playerData',
  ownerId,
  ownerTeams,
  guardians,
});
export const organization = (organizationId: string): ResourceSnapshots['organization'] => ({
  kind: 'organization',
  organizationId,
});

// Abilities sent to the web: each reads one rule of the table above by its name, never decided a second time.

/**
 * Which rule each ability the screens read asks (docs/decisions/0054-the-policy-table-as-the-only-vocabulary.md). A
 * team ability has its rule's action name. apps/server/src/http/policy-vocabulary.test.ts proves every rule here is
 * one some route declares, or is listed there as screen-only with its reason.
 */
export const abilityRules = {
  team: {
    view: 'team.view',
    manage: 'team.manage',
    edit: 'team.edit',
    managePlayers: 'team.managePlayers',
    ratePlayers: 'team.ratePlayers',
    recordCommitments: 'team.recordCommitments',
    editSubmissions: 'team.editSubmissions',
    requestOrganization: 'team.requestOrganization',
    messagePlayers: 'team.messagePlayers',
    verifyMetrics: 'team.verifyMetrics',
    recordEvents: 'team.recordEvents',
  },
  staffEntry: { approve: 'teamStaff.decide', decline: 'teamStaff.decide', remove: 'teamStaff.remove' },
  organization: {
    manage: 'organization.manage',
    decideRequests: 'organization.decideRequests',
    create: 'site.createOrganization',
  },
  tracker: {
    add: 'ownRecord.change',
    updateAction: 'ownRecord.change',
    updateInfo: 'ownRecord.change',
    remove: 'ownRecord.change',
  },
  /** A new submission is its owner's; an edit, the staff's of any team the owner is an active member of. */
  submission: { newSubmission: 'ownRecord.change', editSubmission: 'team.editSubmissions' },
} as const satisfies Record<string, Record<string, PolicyName>>;

type AbilityGroup = keyof typeof abilityRules;
type Abilities<G extends AbilityGroup> = { -readonly [A in keyof (typeof abilityRules)[G]]: boolean };
type RuleOfGroup<G extends AbilityGroup> = (typeof abilityRules)[G][keyof (typeof abilityRules)[G]];
/** Each ability of a group, answered by its rule. */
const ask = <G extends AbilityGroup>(group: G, decide: (policy: RuleOfGroup<G>) => boolean): Abilities<G> =>
  Object.fromEntries(
    Object.entries(abilityRules[group]).map(([ability, policy]) => [ability, decide(policy as RuleOfGroup<G>)]),
  ) as Abilities<G>;

/** What the UI may offer for a team; sent with team responses so screens never re-derive permissions. */
export const teamAbilities = (actor: Actor | null | undefined, team: TeamAccessSnapshot) =>
  ask('team', (policy) => allowPolicy(actor, policy, team));
export type TeamAbilities = ReturnType<typeof teamAbilities>;

/** The staff actions a viewer sees on one entry of Registered Coaches: Approve / Decline a pending coach, Remove an approved one. */
export function staffEntryActions(
  actor: Actor | null | undefined,
  team: TeamAccessSnapshot,
  entry: { userId: string; status: 'pending' | 'approved' | 'removed'; isOwner: boolean },
): Abilities<'staffEntry'> {
  const staff = { kind: 'teamStaff', team, ...entry } as const;
  const applies = { approve: 'pending', decline: 'pending', remove: 'approved' } as const;
  const actions = ask('staffEntry', (policy) => allowPolicy(actor, policy, staff));
  for (const a of Object.keys(applies) as Array<keyof typeof applies>)
    actions[a] &&= !entry.isOwner && entry.status === applies[a];
  return actions;
}

/** What the UI may do with a tracker: only its owner changes it (docs/spec/part-2-colleges-tracker-scoring.md §6). */
export function trackerAbilities(actorId: string | null | undefined, ownerId: string) {
  // The viewer is known by id only here; the ownRecord rules read nothing else of the actor.
  return ask('tracker', () => !!actorId && policies.ownRecord.change({ userId: actorId }, ownRecord(ownerId)));
}
export type TrackerAbilities = ReturnType<typeof trackerAbilities>;

/** What the organization management page offers. */
export const organizationAbilities = (actor: Actor | null | undefined, organizationId: string | null) =>
  ask('organization', (policy) =>
    policy === 'site.createOrganization'
      ? allowPolicy(actor, policy, site)
      : !!organizationId && allowPolicy(actor, policy, organization(organizationId)),
  );
export type OrganizationAbilities = ReturnType<typeof organizationAbilities>;

/** What a submission's page offers: a new one to its owner, an edit to the staff of its owner's teams. */
export const submissionAbilities = (actor: Actor | null | undefined, data: ResourceSnapshots['playerData']) =>
  ask('submission', (policy) =>
    policy === 'ownRecord.change'
      ? allowPolicy(actor, policy, ownRecord(data.ownerId))
      : data.ownerTeams.some((team) => allowPolicy(actor, policy, team)),
  );
