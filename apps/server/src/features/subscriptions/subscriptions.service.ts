import { randomUUID } from 'node:crypto';
import { isCoachActor, allow, type Actor } from '@dugout/domain/access';
import {
  submissionPurchaseStatus,
  paymentMessages,
  subscriptionPurchaseStatus,
  type PurchaseStatusResponse,
} from '@dugout/domain/payments';
import type { DemoCardInput } from '@dugout/domain/scoring';
import { AppError } from '@dugout/domain/shared';
import {
  activate,
  cancel,
  effectiveStatus,
  endNow,
  isCheckoutReusable,
  isFreePlan,
  isSubscriptionCurrent,
  renew,
  subscriptionAbilities,
  subscriptionMessages,
  SubscriptionTransitionError,
  type SubscriptionCheckoutResult,
  type SubscriptionView,
} from '@dugout/domain/subscriptions';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps-types.ts';
import { enqueueSubscriptionReceipt } from './receipts.ts';
import {
  DEMO_CARD_DECLINED_MESSAGE,
  DEMO_DECLINED_CARD,
  paymentProvider,
} from '../../services/payments/payment-provider.ts';
import { findOwnSubmissionPayment } from '../submissions/index.ts';
import { loadOneTeamAccess } from '../../access/team-access.repo.ts';
import {
  claimCheckout,
  closedCheckout,
  deleteSubscription,
  dropCheckoutKey,
  lockPlanSubject,
  openRowsOfSubject,
  storeOpenCheckout,
  subjectOf,
  type PlanSubject,
  type SubscriptionPatch,
  findPlan,
  findSubscriptionByCheckout,
  findOwnSubscriptionCheckout,
  findSubscriptionById,
  insertSubscription,
  listPlans,
  listSubscriptionsForUser,
  setTeamPaidUntil,
  teamName,
  updatePlan,
  updateSubscriptionRow,
  type PlanRow,
  type SubscriptionRow,
} from './subscriptions.repo.ts';

type ReceiptDeps = Pick<AppDeps, 'mailer' | 'publicUrl'>;

const planView = (p: PlanRow) => ({
  id: p.id,
  audience: p.audience,
  interval: p.interval,
  name: p.name,
  priceCents: p.priceCents,
  active: p.active,
});

function view(row: SubscriptionRow, plan: PlanRow, team: string | null, now = new Date()): SubscriptionView {
  return {
    id: row.id,
    plan: planView(plan),
    teamCode: row.teamCode,
    teamName: team,
    status: effectiveStatus(row, now),
    provider: row.provider,
    amountCents: row.amountCents,
    startedAt: row.startedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    abilities: subscriptionAbilities(row, now),
  };
}

async function viewOf(db: DbOrTx, row: SubscriptionRow) {
  const plan = await findPlan(db, row.planId);
  return view(row, plan!, await teamName(db, row.teamCode));
}

export async function offeredPlans(deps: Pick<AppDeps, 'db'>) {
  return { plans: (await listPlans(deps.db, { activeOnly: true })).map(planView) };
}

export async function allPlans(deps: Pick<AppDeps, 'db'>) {
  return { plans: (await listPlans(deps.db)).map(planView) };
}

export async function editPlan(
  deps: Pick<AppDeps, 'db'>,
  id: string,
  input: { name?: string; priceCents: number; active?: boolean },
) {
  const plan = await updatePlan(deps.db, id, input);
  if (!plan) throw new AppError('not_found', subscriptionMessages.planNotFound);
  return { plan: planView(plan) };
}

/** The payer, or (team plans) an owner/administrator/coach of the team or a site admin. */
async function authorize(
  deps: Pick<AppDeps, 'db'>,
  actor: Actor,
  row: SubscriptionRow | null,
): Promise<SubscriptionRow> {
  if (!row) throw new AppError('not_found', subscriptionMessages.subscriptionNotFound);
  const team = row.userId !== actor.userId && row.teamCode ? await loadOneTeamAccess(deps.db, row.teamCode) : null;
  if (allow(actor, 'manage', { kind: 'subscription', payerId: row.userId, team })) return row;
  throw new AppError('not_found', subscriptionMessages.subscriptionNotFound);
}

export async function getSubscription(deps: Pick<AppDeps, 'db'>, actor: Actor, id: string) {
  const row = await authorize(deps, actor, await findSubscriptionById(deps.db, id));
  return { subscription: await viewOf(deps.db, row) };
}

/**
 * What a success page may say about the signed-in user's own purchase (docs/decisions/0046-success-pages-ask-the-server.md):
 * another user's id, or none, answers 'none' — the same as an id that does not exist, so it tells nothing.
 */
export async function purchaseStatus(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  q: { submission?: string; subscription?: string },
): Promise<PurchaseStatusResponse> {
  if (q.submission) {
    const row = await findOwnSubmissionPayment(deps.db, userId, q.submission);
    return { status: row ? submissionPurchaseStatus(row) : 'none' };
  }
  const row = q.subscription ? await findOwnSubscriptionCheckout(deps.db, userId, q.subscription) : null;
  return { status: row ? subscriptionPurchaseStatus(row, new Date()) : 'none' };
}

export async function listMySubscriptions(deps: Pick<AppDeps, 'db'>, actor: Actor) {
  const rows = (await listSubscriptionsForUser(deps.db, actor.userId)).filter((r) => r.status !== 'pending');
  const plans = new Map((await listPlans(deps.db)).map((p) => [p.id, p]));
  return { subscriptions: rows.map((r) => view(r, plans.get(r.planId)!, r.teamName)) };
}

/**
 * A period was paid (the demo card page, a free plan, or Stripe's webhook): pending → active, or one more period
 * (docs/decisions/0005-payments.md). A team plan also marks the team paid until the new end. Runs inside the
 * caller's transaction and queues the receipt in it (the caller kicks the mailer after the commit).
 */
export async function applyPaidPeriod(
  deps: ReceiptDeps,
  tx: DbOrTx,
  row: SubscriptionRow,
  action: 'start' | 'renew',
  now: Date,
  extra: { providerSubscriptionId?: string | null; amountCents?: number; paidBy?: string | null } = {},
): Promise<{ row: SubscriptionRow; plan: PlanRow }> {
  const plan = (await findPlan(tx, row.planId))!;
  const next =
    action === 'start' && row.status === 'pending' ? activate(row, plan.interval, now) : renew(row, plan.interval, now);
  const updated = await updateSubscriptionRow(tx, row.id, {
    status: next.status,
    startedAt: next.startedAt ?? now,
    expiresAt: next.expiresAt,
    cancelledAt: next.cancelledAt ?? null,
    ...closedCheckout,
    // the paid checkout's reference stays: the demo page finds it by it and shows the paid subscription
    checkoutReference: row.checkoutReference,
    ...(extra.providerSubscriptionId ? { providerSubscriptionId: extra.providerSubscriptionId } : {}),
    // a guardian paying for the player's plan is its payer (docs/decisions/0060-families.md); the receipt goes to them
    ...(extra.paidBy !== undefined ? { paidBy: extra.paidBy } : {}),
    amountCents: extra.amountCents ?? plan.priceCents,
  });
  if (updated.teamCode) await setTeamPaidUntil(tx, updated.teamCode, updated.expiresAt, updated.amountCents);
  await enqueueSubscriptionReceipt(deps, tx, updated, plan, action);
  return { row: updated, plan };
}

/** The provider ended the subscription (Stripe's customer.subscription.deleted): it lapses now. */
export async function applyEnded(tx: DbOrTx, row: SubscriptionRow, now: Date) {
  const next = endNow(row, now);
  const updated = await updateSubscriptionRow(tx, row.id, {
    status: 'expired',
    expiresAt: next.expiresAt,
    cancelledAt: next.cancelledAt ?? now,
  });
  if (updated.teamCode) await setTeamPaidUntil(tx, updated.teamCode, updated.expiresAt, null);
  return updated;
}

/** The open checkout `reference` of the subscription was paid: applied once (a second report finds nothing to claim). */
export async function completeCheckout(
  deps: ReceiptDeps,
  tx: DbOrTx,
  id: string,
  reference: string,
  now: Date,
  extra: Parameters<typeof applyPaidPeriod>[5] = {},
) {
  const claimed = await claimCheckout(tx, id, reference);
  if (!claimed) return null;
  const action = claimed.checkoutAction === 'renew' ? ('renew' as const) : ('start' as const);
  return { ...(await applyPaidPeriod(deps, tx, claimed, action, now, extra)), action };
}

const successPath = (row: SubscriptionRow, action: 'start' | 'renew') =>
  `/${action === 'renew' ? 'subscription-renewed' : 'subscription-success'}?subscription=${row.id}`;

/** What opening a checkout is for: a plan's first period, or one more period of an existing subscription. */
type CheckoutTarget =
  { action: 'start'; plan: PlanRow; subject: PlanSubject } | { action: 'renew'; row: SubscriptionRow };

/** The row with no checkout open, its status closed once its period has passed (it already reads `expired`). */
const lapsedPatch = (row: SubscriptionRow, now: Date): SubscriptionPatch => ({
  ...closedCheckout,
  ...(isSubscriptionCurrent(row, now) ? {} : { status: 'expired' as const }),
});

/**
 * One plan at a time (docs/decisions/0040-one-plan-at-a-time.md). Under a lock on the subject (the player, or the
 * team), in one short transaction: refuse when another plan is current; reuse the open checkout when it is the one
 * wanted (same plan, same action, recent); otherwise replace it — the older checkout is superseded and can no longer
 * be paid. A free plan (or the `free` provider) is paid in that same transaction. The provider is called after the
 * commit with the checkout's idempotency key, so concurrent requests get the same checkout from it too.
 */
async function openPeriodCheckout(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'publicUrl'>,
  actor: Actor & { email: string },
  target: CheckoutTarget,
  paidBy: string | null = null,
): Promise<SubscriptionCheckoutResult> {
  const provider = paymentProvider(deps.env);
  const now = new Date();
  const superseded: string[] = [];
  const supersede = (row: SubscriptionRow) => {
    if (row.checkoutAction && row.checkoutReference) superseded.push(row.checkoutReference);
  };
  const opened = await deps.db.transaction(async (tx) => {
    const subject = target.action === 'start' ? target.subject : subjectOf(target.row);
    await lockPlanSubject(tx, subject);
    const rows = await openRowsOfSubject(tx, subject, target.action === 'renew' ? target.row.id : undefined);
    const fresh = (): Pick<SubscriptionRow, 'checkoutKey' | 'checkoutOpenedAt' | 'checkoutReference'> & {
      checkoutUrl: null;
    } => ({
      checkoutKey: `dugout_${randomUUID()}`,
      checkoutOpenedAt: now,
      checkoutReference: null,
      checkoutUrl: null,
    });
    let row: SubscriptionRow;
    let plan: PlanRow;
    if (target.action === 'start') {
      plan = target.plan;
      if (rows.some((r) => isSubscriptionCurrent(r, now)))
        throw new AppError('conflict', subscriptionMessages.alreadySubscribed);
      // a lapsed plan closes; a renewal checkout still open on it is superseded by the new plan
      for (const r of rows.filter((x) => x.status !== 'pending')) {
        supersede(r);
        await updateSubscriptionRow(tx, r.id, lapsedPatch(r, now));
      }
      const pending = rows.find((r) => r.status === 'pending');
      if (pending && isCheckoutReusable(pending, { planId: plan.id, action: 'start' }, now)) row = pending;
      else if (pending) {
        supersede(pending);
        row = await updateSubscriptionRow(tx, pending.id, {
          planId: plan.id,
          userId: actor.userId,
          paidBy,
          provider: provider.id,
          amountCents: plan.priceCents,
          checkoutAction: 'start',
          ...fresh(),
        });
      } else
        row = await insertSubscription(tx, {
          planId: plan.id,
          userId: actor.userId,
          paidBy,
          teamCode: 'teamCode' in subject ? subject.teamCode : null,
          provider: provider.id,
          amountCents: plan.priceCents,
          checkoutAction: 'start',
          ...fresh(),
        });
    } else {
      const current = rows.find((r) => r.id === target.row.id);
      if (!current || !subscriptionAbilities(current, now).renew)
        throw new AppError('conflict', subscriptionMessages.notRenewable);
      const others = rows.filter((r) => r.id !== current.id);
      if (others.some((r) => isSubscriptionCurrent(r, now)))
        throw new AppError('conflict', subscriptionMessages.alreadySubscribed);
      // renewing supersedes a plan that was chosen but never paid, and any other open checkout
      for (const r of others) {
        supersede(r);
        if (r.status === 'pending') await deleteSubscription(tx, r.id);
        else await updateSubscriptionRow(tx, r.id, lapsedPatch(r, now));
      }
      const found = await findPlan(tx, current.planId);
      if (!found || !found.active) throw new AppError('not_found', subscriptionMessages.planNotFound);
      plan = found;
      row = isCheckoutReusable(current, { planId: plan.id, action: 'renew' }, now)
        ? current
        : await updateSubscriptionRow(tx, current.id, { provider: provider.id, checkoutAction: 'renew', ...fresh() });
    }
    if (isFreePlan(plan) || provider.id === 'free') {
      const paid = await updateSubscriptionRow(tx, row.id, { provider: isFreePlan(plan) ? 'free' : provider.id });
      const done = await applyPaidPeriod(deps, tx, paid, target.action, now, { amountCents: 0 });
      return { row: done.row, plan, completed: true };
    }
    return { row, plan, completed: false };
  });
  for (const reference of superseded)
    await provider.expireCheckout(reference).catch((err: unknown) => {
      deps.logger.warn({ err, reference }, 'could not expire a superseded checkout at the payment provider');
    });
  const { row, plan, completed } = opened;
  const action = target.action;
  if (completed) {
    deps.mailer.kick();
    return { status: 'completed', subscription: await viewOf(deps.db, row), checkoutUrl: successPath(row, action) };
  }
  if (row.checkoutReference && row.checkoutUrl)
    return { status: 'checkout', subscription: await viewOf(deps.db, row), checkoutUrl: row.checkoutUrl };
  const key = row.checkoutKey!;
  let started;
  try {
    started = await provider.begin({
      kind: 'subscription',
      id: row.id,
      action,
      description: `Dugout ${plan.name}`,
      amountCents: plan.priceCents,
      interval: plan.interval,
      customerEmail: actor.email,
      successUrl: `${deps.publicUrl}${successPath(row, action)}`,
      cancelUrl: `${deps.publicUrl}/${action === 'renew' ? 'subscription' : 'subscription-select'}`,
      idempotencyKey: key,
    });
  } catch (err) {
    deps.logger.error({ err, subscriptionId: row.id }, 'payment provider checkout failed');
    await dropCheckoutKey(deps.db, row.id, key);
    throw new AppError('unprocessable', paymentMessages.providerUnavailable);
  }
  if (started.kind !== 'checkout') throw new Error(`payment provider ${provider.id} completed a plan checkout itself`);
  const stored = await storeOpenCheckout(deps.db, row.id, key, {
    provider: provider.id,
    reference: started.reference,
    url: started.url,
  });
  if (!stored) throw new AppError('conflict', subscriptionMessages.checkoutSuperseded);
  return { status: 'checkout', subscription: await viewOf(deps.db, stored), checkoutUrl: started.url };
}

/**
 * /subscription-select → a plan for the player, or for a team the actor administers. `paidBy`: a guardian buying the
 * player's plan (the actor is then the player as the guardian acts for them; docs/decisions/0060-families.md).
 */
export async function startSubscription(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'publicUrl'>,
  actor: Actor & { email: string },
  input: { planId: string; teamCode?: string },
  paidBy: string | null = null,
) {
  const plan = await findPlan(deps.db, input.planId);
  if (!plan || !plan.active) throw new AppError('not_found', subscriptionMessages.planNotFound);
  let subject: PlanSubject;
  if (plan.audience === 'team') {
    if (!input.teamCode)
      throw new AppError('invalid_input', subscriptionMessages.teamRequired, {
        teamCode: subscriptionMessages.teamRequired,
      });
    const team = await loadOneTeamAccess(deps.db, input.teamCode);
    if (!allow(actor, 'manage', team)) throw new AppError('forbidden', subscriptionMessages.notTeamAdministrator);
    subject = { teamCode: team.teamCode };
  } else {
    if (isCoachActor(actor)) throw new AppError('forbidden', subscriptionMessages.planWrongAudience);
    subject = { userId: actor.userId };
  }
  return openPeriodCheckout(deps, actor, { action: 'start', plan, subject }, paidBy);
}

/**
 * /subscription → Renew: one more period through checkout. A Stripe subscription that was cancelled but is still in
 * its period only switches renewal back on (Stripe charges at the period end and reports invoice.paid).
 */
export async function renewSubscription(
  deps: Pick<AppDeps, 'db' | 'env' | 'logger' | 'mailer' | 'publicUrl'>,
  actor: Actor & { email: string },
  id: string,
) {
  const row = await authorize(deps, actor, await findSubscriptionById(deps.db, id));
  const now = new Date();
  if (!subscriptionAbilities(row, now).renew) throw new AppError('conflict', subscriptionMessages.notRenewable);
  const plan = await findPlan(deps.db, row.planId);
  if (!plan || !plan.active) throw new AppError('not_found', subscriptionMessages.planNotFound);
  const provider = paymentProvider(deps.env);
  if (row.providerSubscriptionId && row.provider === provider.id && effectiveStatus(row, now) === 'cancelled') {
    try {
      await provider.resumeRenewal(row.providerSubscriptionId);
    } catch (err) {
      deps.logger.error({ err, subscriptionId: row.id }, 'payment provider resume failed');
      throw new AppError('unprocessable', paymentMessages.providerUnavailable);
    }
    const resumed = await updateSubscriptionRow(deps.db, row.id, { status: 'active', cancelledAt: null });
    return {
      status: 'completed' as const,
      subscription: await viewOf(deps.db, resumed),
      checkoutUrl: successPath(resumed, 'renew'),
    };
  }
  return openPeriodCheckout(deps, actor, { action: 'renew', row });
}

/** /subscription → Cancel: no further renewal; the paid period stays usable until it ends. */
export async function cancelSubscription(deps: Pick<AppDeps, 'db' | 'env' | 'logger'>, actor: Actor, id: string) {
  const row = await authorize(deps, actor, await findSubscriptionById(deps.db, id));
  const now = new Date();
  let next;
  try {
    next = cancel(row, now);
  } catch (err) {
    if (err instanceof SubscriptionTransitionError) throw new AppError('conflict', err.message);
    throw err;
  }
  if (row.providerSubscriptionId) {
    try {
      await paymentProvider({ ...deps.env, PAYMENT_PROVIDER: row.provider as never }).cancelRenewal(
        row.providerSubscriptionId,
      );
    } catch (err) {
      deps.logger.error({ err, subscriptionId: row.id }, 'payment provider cancel failed');
      throw new AppError('unprocessable', paymentMessages.providerUnavailable);
    }
  }
  const updated = await updateSubscriptionRow(deps.db, row.id, {
    status: next.status,
    cancelledAt: next.cancelledAt ?? now,
  });
  return { subscription: await viewOf(deps.db, updated) };
}

async function demoSubscriptionSession(deps: Pick<AppDeps, 'db'>, actor: Actor, sessionId: string) {
  const row = await findSubscriptionByCheckout(deps.db, sessionId);
  if (!row || row.provider !== 'demo') throw new AppError('not_found', subscriptionMessages.checkoutNotFound);
  return authorize(deps, actor, row);
}

export async function getDemoSubscriptionCheckout(deps: Pick<AppDeps, 'db'>, actor: Actor, sessionId: string) {
  const row = await demoSubscriptionSession(deps, actor, sessionId);
  const plan = (await findPlan(deps.db, row.planId))!;
  return {
    sessionId,
    subscriptionId: row.id,
    planName: plan.name,
    interval: plan.interval,
    priceCents: plan.priceCents,
    action: row.checkoutAction === 'renew' ? ('renew' as const) : ('start' as const),
    status: row.checkoutAction ? ('open' as const) : ('paid' as const),
  };
}

/** The demo card page for a plan: any well-formed card pays (except the documented declined test card). */
export async function payDemoSubscriptionCheckout(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'publicUrl'>,
  actor: Actor,
  sessionId: string,
  card: { cardNumber: string } & Omit<DemoCardInput, 'cardNumber'>,
  paidBy?: string | null,
) {
  const row = await demoSubscriptionSession(deps, actor, sessionId);
  if (!row.checkoutAction) return { subscription: await viewOf(deps.db, row) };
  if (card.cardNumber === DEMO_DECLINED_CARD)
    throw new AppError('unprocessable', DEMO_CARD_DECLINED_MESSAGE, { cardNumber: DEMO_CARD_DECLINED_MESSAGE });
  const done = await deps.db.transaction((tx) =>
    completeCheckout(deps, tx, row.id, sessionId, new Date(), paidBy !== undefined ? { paidBy } : {}),
  );
  if (done) {
    deps.mailer.kick();
    return { subscription: await viewOf(deps.db, done.row) };
  }
  // not claimed: paid by a concurrent request (the reference stays on the row), or replaced by a newer checkout
  const now = (await findSubscriptionById(deps.db, row.id))!;
  if (now.checkoutReference !== sessionId) throw new AppError('conflict', subscriptionMessages.checkoutSuperseded);
  return { subscription: await viewOf(deps.db, now) };
}
