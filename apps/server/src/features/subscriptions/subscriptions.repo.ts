import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import {
  isFundingLapsed,
  isSubscriptionCurrent,
  isTeamSubscriptionCurrent,
  type PlanAudience,
  type PlanInterval,
  type SubscriptionStatus,
} from '@dugout/domain/subscriptions';
import type { DbOrTx } from '../../db/client.ts';
import {
  metricSubmissions,
  paymentEvents,
  subscriptionPlans,
  subscriptions,
  teamAdministrators,
  teamSubscriptions,
  users,
} from '../../db/schema/index.ts';

/** Whom a plan is for (docs/decisions/0040-one-plan-at-a-time.md): the player (player plans) or the team (team plans). */
export type PlanSubject = { userId: string } | { teamCode: string };

/** The subject of a subscription row: its team for a team plan, else its payer. */
export const subjectOf = (row: { userId: string; teamCode: string | null }): PlanSubject =>
  row.teamCode ? { teamCode: row.teamCode } : { userId: row.userId };

/**
 * Locks the subject's own row (the user, or the team's team_subscriptions row) for the transaction, so starts and
 * renewals of one player or team run one after the other. FOR NO KEY UPDATE: inserts that reference the row still go on.
 */
export async function lockPlanSubject(tx: DbOrTx, subject: PlanSubject): Promise<void> {
  if ('teamCode' in subject)
    await tx
      .select({ teamCode: teamSubscriptions.teamCode })
      .from(teamSubscriptions)
      .where(eq(teamSubscriptions.teamCode, subject.teamCode))
      .for('no key update');
  else await tx.select({ id: users.id }).from(users).where(eq(users.id, subject.userId)).for('no key update');
}

/**
 * The subject's rows that hold its one open slot — pending, active or cancelled, or with a checkout open — plus
 * `alsoId`, locked FOR UPDATE (the partial unique indexes subscriptions_one_open_per_player / _per_team allow one).
 */
export async function openRowsOfSubject(tx: DbOrTx, subject: PlanSubject, alsoId?: string): Promise<SubscriptionRow[]> {
  const ofSubject =
    'teamCode' in subject
      ? eq(subscriptions.teamCode, subject.teamCode)
      : and(eq(subscriptions.userId, subject.userId), isNull(subscriptions.teamCode));
  const open = or(
    inArray(subscriptions.status, ['pending', 'active', 'cancelled']),
    isNotNull(subscriptions.checkoutAction),
    alsoId ? eq(subscriptions.id, alsoId) : undefined,
  );
  const rows = await tx
    .select()
    .from(subscriptions)
    .where(and(ofSubject, open))
    .orderBy(asc(subscriptions.createdAt))
    .for('update');
  return rows as SubscriptionRow[];
}

/** No checkout open on the row (it was paid, or replaced by a newer one). */
export const closedCheckout = {
  checkoutAction: null,
  checkoutReference: null,
  checkoutKey: null,
  checkoutUrl: null,
  checkoutOpenedAt: null,
} satisfies SubscriptionPatch;

export async function deleteSubscription(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(subscriptions).where(eq(subscriptions.id, id));
}

/**
 * Stores the provider's checkout for the key it was opened with; null when the row has moved on to another key
 * meanwhile (a newer choice replaced it).
 */
export async function storeOpenCheckout(
  db: DbOrTx,
  id: string,
  key: string,
  checkout: { provider: string; reference: string; url: string },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .update(subscriptions)
    .set({
      provider: checkout.provider,
      checkoutReference: checkout.reference,
      checkoutUrl: checkout.url,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.checkoutKey, key), isNotNull(subscriptions.checkoutAction)))
    .returning();
  return (row as SubscriptionRow | undefined) ?? null;
}

/** The provider failed to open the checkout: the next attempt uses a new key (Stripe keeps a failed key's answer). */
export async function dropCheckoutKey(db: DbOrTx, id: string, key: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ checkoutKey: null, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), eq(subscriptions.checkoutKey, key)));
}

type PlanDbRow = typeof subscriptionPlans.$inferSelect;
export type PlanRow = Omit<PlanDbRow, 'audience' | 'interval'> & { audience: PlanAudience; interval: PlanInterval };
type SubDbRow = typeof subscriptions.$inferSelect;
export type SubscriptionRow = Omit<SubDbRow, 'status'> & { status: SubscriptionStatus };
export type SubscriptionPatch = Partial<typeof subscriptions.$inferInsert>;

/** The plans a fresh database offers; an administrator edits the prices in /admin. */
export const defaultPlans: Array<typeof subscriptionPlans.$inferInsert> = [
  {
    id: 'player-monthly',
    audience: 'player',
    interval: 'month',
    name: 'Player Monthly',
    priceCents: 999,
    sortOrder: 1,
  },
  { id: 'player-yearly', audience: 'player', interval: 'year', name: 'Player Yearly', priceCents: 7999, sortOrder: 2 },
  { id: 'team-monthly', audience: 'team', interval: 'month', name: 'Team Monthly', priceCents: 4999, sortOrder: 3 },
  { id: 'team-yearly', audience: 'team', interval: 'year', name: 'Team Yearly', priceCents: 39999, sortOrder: 4 },
];

export async function seedPlans(db: DbOrTx) {
  await db.insert(subscriptionPlans).values(defaultPlans).onConflictDoNothing({ target: subscriptionPlans.id });
}

export async function listPlans(db: DbOrTx, opts: { activeOnly?: boolean } = {}): Promise<PlanRow[]> {
  const rows = await db
    .select()
    .from(subscriptionPlans)
    .where(opts.activeOnly ? eq(subscriptionPlans.active, true) : undefined)
    .orderBy(asc(subscriptionPlans.sortOrder), asc(subscriptionPlans.id));
  return rows as PlanRow[];
}

export async function findPlan(db: DbOrTx, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return (row as PlanRow | undefined) ?? null;
}

export async function updatePlan(
  db: DbOrTx,
  id: string,
  patch: { name?: string; priceCents: number; active?: boolean },
): Promise<PlanRow | null> {
  const [row] = await db
    .update(subscriptionPlans)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return (row as PlanRow | undefined) ?? null;
}

export async function insertSubscription(db: DbOrTx, row: typeof subscriptions.$inferInsert): Promise<SubscriptionRow> {
  const [created] = await db.insert(subscriptions).values(row).returning();
  return created as SubscriptionRow;
}

export async function updateSubscriptionRow(
  db: DbOrTx,
  id: string,
  patch: SubscriptionPatch,
): Promise<SubscriptionRow> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row as SubscriptionRow;
}

export async function findSubscriptionById(db: DbOrTx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return (row as SubscriptionRow | undefined) ?? null;
}

/** The checkout facts of one subscription paid by this user only (another user's id finds nothing). */
export async function findOwnSubscriptionCheckout(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({
      status: subscriptions.status,
      expiresAt: subscriptions.expiresAt,
      checkoutAction: subscriptions.checkoutAction,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  return row ?? null;
}

export async function findSubscriptionByCheckout(db: DbOrTx, reference: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.checkoutReference, reference));
  return (row as SubscriptionRow | undefined) ?? null;
}

export async function findSubscriptionByProviderId(
  db: DbOrTx,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return (row as SubscriptionRow | undefined) ?? null;
}

/**
 * The subscriptions a user sees on /subscription: their own (player plans and team plans they bought) and the team
 * plans of teams they own or administer. Newest first, with the team's name.
 */
export async function listSubscriptionsForUser(db: DbOrTx, userId: string) {
  const adminOf = db
    .select({ teamCode: teamAdministrators.teamCode })
    .from(teamAdministrators)
    // only an approved administrator counts (docs/decisions/0017-team-staff.md)
    .where(and(eq(teamAdministrators.userId, userId), eq(teamAdministrators.status, 'approved')));
  const ownerOf = db
    .select({ teamCode: teamSubscriptions.teamCode })
    .from(teamSubscriptions)
    .where(eq(teamSubscriptions.coachUserId, userId));
  const rows = await db
    .select({ s: subscriptions, teamName: teamSubscriptions.teamName })
    .from(subscriptions)
    .leftJoin(teamSubscriptions, eq(teamSubscriptions.teamCode, subscriptions.teamCode))
    .where(
      or(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.teamCode, adminOf),
        inArray(subscriptions.teamCode, ownerOf),
      ),
    )
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((r) => ({ ...(r.s as SubscriptionRow), teamName: r.teamName }));
}

export async function teamName(db: DbOrTx, teamCode: string | null): Promise<string | null> {
  if (!teamCode) return null;
  const [row] = await db
    .select({ teamName: teamSubscriptions.teamName })
    .from(teamSubscriptions)
    .where(eq(teamSubscriptions.teamCode, teamCode));
  return row?.teamName ?? null;
}

/** The newest subscription of this player (player plans) or team (team plans) that is paid up now, if any. */
export async function findCurrentSubscription(
  db: DbOrTx,
  target: { userId: string } | { teamCode: string },
  now = new Date(),
): Promise<SubscriptionRow | null> {
  const where =
    'teamCode' in target
      ? eq(subscriptions.teamCode, target.teamCode)
      : and(eq(subscriptions.userId, target.userId), eq(subscriptionPlans.audience, 'player'));
  const rows = await db
    .select({ s: subscriptions })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(and(where, inArray(subscriptions.status, ['active', 'cancelled'])))
    .orderBy(desc(subscriptions.expiresAt));
  return rows.map((r) => r.s as SubscriptionRow).find((s) => isSubscriptionCurrent(s, now)) ?? null;
}

/** A team plan paid or renewed: the team's own record says paid until the subscription's end. */
export async function setTeamPaidUntil(
  db: DbOrTx,
  teamCode: string,
  expiresAt: Date | null,
  amountCents: number | null,
) {
  await db
    .update(teamSubscriptions)
    .set({
      paymentStatus: 'paid',
      expiresAt,
      ...(amountCents !== null ? { amountPaid: amountCents } : {}),
      updatedAt: new Date(),
    })
    .where(eq(teamSubscriptions.teamCode, teamCode));
}

/**
 * Claims the open checkout of a subscription: clears checkout_action only if it is still set, so a period is
 * applied once however many times the payment is reported. Returns the row as it was (with its action), or null.
 */
export async function claimCheckout(db: DbOrTx, id: string, reference: string): Promise<SubscriptionRow | null> {
  const [before] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.checkoutReference, reference)))
    .for('update');
  if (!before?.checkoutAction) return null;
  // the reference stays: the demo page finds a paid checkout by it and answers with the subscription
  await db
    .update(subscriptions)
    .set({ checkoutAction: null, checkoutKey: null, checkoutUrl: null, checkoutOpenedAt: null })
    .where(eq(subscriptions.id, id));
  return before as SubscriptionRow;
}

/** Records a provider event id; false when it was already recorded (a replay). */
export async function recordPaymentEvent(
  db: DbOrTx,
  event: { id: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

interface FundedRow {
  teamFunded: boolean;
  teamCode: string | null;
  subscriptionId: string | null;
}

/**
 * Marks each submission whose funding subscription has lapsed (`fundingLapsed`), by the domain's rules
 * (`isTeamSubscriptionCurrent`, `isSubscriptionCurrent`, `isFundingLapsed`): the domain's visibility rules then hide it.
 */
export async function withFundingLapse<T extends FundedRow>(
  db: DbOrTx,
  rows: readonly T[],
  now = new Date(),
): Promise<Array<T & { fundingLapsed: boolean }>> {
  const teamCodes = [...new Set(rows.filter((r) => r.teamFunded && r.teamCode).map((r) => r.teamCode!))];
  const subIds = [...new Set(rows.map((r) => r.subscriptionId).filter((id): id is string => !!id))];
  const [teams, subs] = await Promise.all([
    teamCodes.length
      ? db
          .select({
            teamCode: teamSubscriptions.teamCode,
            paymentStatus: teamSubscriptions.paymentStatus,
            expiresAt: teamSubscriptions.expiresAt,
          })
          .from(teamSubscriptions)
          .where(inArray(teamSubscriptions.teamCode, teamCodes))
      : [],
    subIds.length
      ? db
          .select({ id: subscriptions.id, status: subscriptions.status, expiresAt: subscriptions.expiresAt })
          .from(subscriptions)
          .where(inArray(subscriptions.id, subIds))
      : [],
  ]);
  const teamCurrent = new Map(teams.map((t) => [t.teamCode, isTeamSubscriptionCurrent(t, now)]));
  const subCurrent = new Map(
    subs.map((s) => [s.id, isSubscriptionCurrent(s as { status: SubscriptionStatus; expiresAt: Date | null }, now)]),
  );
  return rows.map((r) => ({
    ...r,
    fundingLapsed: isFundingLapsed({
      teamFunded: r.teamFunded,
      teamSubscriptionCurrent: r.teamCode ? (teamCurrent.get(r.teamCode) ?? false) : false,
      subscriptionId: r.subscriptionId,
      subscriptionCurrent: r.subscriptionId ? (subCurrent.get(r.subscriptionId) ?? false) : null,
    }),
  }));
}

/** The e-mail address of the account that pays (the receipt's recipient), or '' when the account is gone. */
export async function findPayerEmail(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}

/** Marks a pending submission paid by its checkout session: the row, or undefined when it was not pending. */
export async function markSubmissionPaid(db: DbOrTx, submissionId: string, checkoutSessionId: string, now: Date) {
  const [row] = await db
    .update(metricSubmissions)
    .set({ paymentStatus: 'paid', updatedAt: now })
    .where(
      and(
        eq(metricSubmissions.id, submissionId),
        eq(metricSubmissions.paymentReference, checkoutSessionId),
        eq(metricSubmissions.paymentStatus, 'pending'),
      ),
    )
    .returning();
  return row;
}
