import {
  activate,
  AppError,
  cancel,
  effectiveStatus,
  endNow,
  isCoachActor,
  isFreePlan,
  allow,
  renew,
  subscriptionAbilities,
  subscriptionMessages,
  SubscriptionTransitionError,
  type Actor,
  type DemoCardInput,
  type SubscriptionCheckoutResult,
  type SubscriptionView,
} from '@dugout/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueueSubscriptionReceipt } from './receipts.ts';
import {
  DEMO_CARD_DECLINED_MESSAGE,
  DEMO_DECLINED_CARD,
  paymentProvider,
} from '../../services/payments/payment-provider.ts';
import { PROVIDER_UNAVAILABLE } from '../submissions/index.ts';
import { loadOneTeamAccess } from '../../access/team-access.repo.ts';
import {
  claimCheckout,
  findCurrentSubscription,
  findPlan,
  findSubscriptionByCheckout,
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

export async function offeredPlans(deps: AppDeps) {
  return { plans: (await listPlans(deps.db, { activeOnly: true })).map(planView) };
}

export async function allPlans(deps: AppDeps) {
  return { plans: (await listPlans(deps.db)).map(planView) };
}

export async function editPlan(
  deps: AppDeps,
  id: string,
  input: { name?: string; priceCents: number; active?: boolean },
) {
  const plan = await updatePlan(deps.db, id, input);
  if (!plan) throw new AppError('not_found', subscriptionMessages.planNotFound);
  return { plan: planView(plan) };
}

/** The payer, or (team plans) an owner/administrator/coach of the team or a site admin. */
async function authorize(deps: AppDeps, actor: Actor, row: SubscriptionRow | null): Promise<SubscriptionRow> {
  if (!row) throw new AppError('not_found', subscriptionMessages.subscriptionNotFound);
  const team = row.userId !== actor.userId && row.teamCode ? await loadOneTeamAccess(deps.db, row.teamCode) : null;
  if (allow(actor, 'manage', { kind: 'subscription', payerId: row.userId, team })) return row;
  throw new AppError('not_found', subscriptionMessages.subscriptionNotFound);
}

export async function getSubscription(deps: AppDeps, actor: Actor, id: string) {
  const row = await authorize(deps, actor, await findSubscriptionById(deps.db, id));
  return { subscription: await viewOf(deps.db, row) };
}

export async function listMySubscriptions(deps: AppDeps, actor: Actor) {
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
  extra: { providerSubscriptionId?: string | null; amountCents?: number } = {},
): Promise<{ row: SubscriptionRow; plan: PlanRow }> {
  const plan = (await findPlan(tx, row.planId))!;
  const next =
    action === 'start' && row.status === 'pending' ? activate(row, plan.interval, now) : renew(row, plan.interval, now);
  const updated = await updateSubscriptionRow(tx, row.id, {
    status: next.status,
    startedAt: next.startedAt ?? now,
    expiresAt: next.expiresAt,
    cancelledAt: next.cancelledAt ?? null,
    checkoutAction: null,
    ...(extra.providerSubscriptionId ? { providerSubscriptionId: extra.providerSubscriptionId } : {}),
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

export async function completePeriod(
  deps: AppDeps,
  row: SubscriptionRow,
  action: 'start' | 'renew',
  extra: Parameters<typeof applyPaidPeriod>[5] = {},
) {
  const done = await deps.db.transaction((tx) => applyPaidPeriod(deps, tx, row, action, new Date(), extra));
  deps.mailer.kick();
  return done.row;
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

/** Starts paying a period: a free plan completes at once; otherwise the provider's checkout. */
async function beginPeriodCheckout(
  deps: AppDeps,
  actor: Actor & { email: string },
  row: SubscriptionRow,
  plan: PlanRow,
  action: 'start' | 'renew',
): Promise<SubscriptionCheckoutResult> {
  const provider = paymentProvider(deps.env);
  if (isFreePlan(plan)) {
    const done = await completePeriod(
      deps,
      await updateSubscriptionRow(deps.db, row.id, { provider: 'free' }),
      action,
      { amountCents: 0 },
    );
    return { status: 'completed', subscription: await viewOf(deps.db, done), checkoutUrl: successPath(done, action) };
  }
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
    });
  } catch (err) {
    deps.logger.error({ err, subscriptionId: row.id }, 'payment provider checkout failed');
    throw new AppError('unprocessable', PROVIDER_UNAVAILABLE);
  }
  if (started.kind === 'completed') {
    const done = await completePeriod(
      deps,
      await updateSubscriptionRow(deps.db, row.id, { provider: provider.id }),
      action,
      { amountCents: 0 },
    );
    return { status: 'completed', subscription: await viewOf(deps.db, done), checkoutUrl: successPath(done, action) };
  }
  const pending = await updateSubscriptionRow(deps.db, row.id, {
    provider: provider.id,
    checkoutReference: started.reference,
    checkoutAction: action,
  });
  return { status: 'checkout', subscription: await viewOf(deps.db, pending), checkoutUrl: started.url };
}

/** /subscription-select → a plan for the player, or for a team the actor administers. */
export async function startSubscription(
  deps: AppDeps,
  actor: Actor & { email: string },
  input: { planId: string; teamCode?: string },
) {
  const plan = await findPlan(deps.db, input.planId);
  if (!plan || !plan.active) throw new AppError('not_found', subscriptionMessages.planNotFound);
  let teamCode: string | null = null;
  if (plan.audience === 'team') {
    if (!input.teamCode)
      throw new AppError('invalid_input', subscriptionMessages.teamRequired, {
        teamCode: subscriptionMessages.teamRequired,
      });
    const team = await loadOneTeamAccess(deps.db, input.teamCode);
    if (!allow(actor, 'manage', team)) throw new AppError('forbidden', subscriptionMessages.notTeamAdministrator);
    teamCode = team.teamCode;
    if (await findCurrentSubscription(deps.db, { teamCode }))
      throw new AppError('conflict', subscriptionMessages.alreadySubscribed);
  } else {
    if (isCoachActor(actor)) throw new AppError('forbidden', subscriptionMessages.planWrongAudience);
    if (await findCurrentSubscription(deps.db, { userId: actor.userId }))
      throw new AppError('conflict', subscriptionMessages.alreadySubscribed);
  }
  const row = await insertSubscription(deps.db, {
    planId: plan.id,
    userId: actor.userId,
    teamCode,
    provider: paymentProvider(deps.env).id,
    amountCents: plan.priceCents,
  });
  return beginPeriodCheckout(deps, actor, row, plan, 'start');
}

/**
 * /subscription → Renew: one more period through checkout. A Stripe subscription that was cancelled but is still in
 * its period only switches renewal back on (Stripe charges at the period end and reports invoice.paid).
 */
export async function renewSubscription(deps: AppDeps, actor: Actor & { email: string }, id: string) {
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
      throw new AppError('unprocessable', PROVIDER_UNAVAILABLE);
    }
    const resumed = await updateSubscriptionRow(deps.db, row.id, { status: 'active', cancelledAt: null });
    return {
      status: 'completed' as const,
      subscription: await viewOf(deps.db, resumed),
      checkoutUrl: successPath(resumed, 'renew'),
    };
  }
  return beginPeriodCheckout(deps, actor, row, plan, 'renew');
}

/** /subscription → Cancel: no further renewal; the paid period stays usable until it ends. */
export async function cancelSubscription(deps: AppDeps, actor: Actor, id: string) {
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
      throw new AppError('unprocessable', PROVIDER_UNAVAILABLE);
    }
  }
  const updated = await updateSubscriptionRow(deps.db, row.id, {
    status: next.status,
    cancelledAt: next.cancelledAt ?? now,
  });
  return { subscription: await viewOf(deps.db, updated) };
}

async function demoSubscriptionSession(deps: AppDeps, actor: Actor, sessionId: string) {
  const row = await findSubscriptionByCheckout(deps.db, sessionId);
  if (!row || row.provider !== 'demo') throw new AppError('not_found', subscriptionMessages.checkoutNotFound);
  return authorize(deps, actor, row);
}

export async function getDemoSubscriptionCheckout(deps: AppDeps, actor: Actor, sessionId: string) {
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
  deps: AppDeps,
  actor: Actor,
  sessionId: string,
  card: { cardNumber: string } & Omit<DemoCardInput, 'cardNumber'>,
) {
  const row = await demoSubscriptionSession(deps, actor, sessionId);
  if (!row.checkoutAction) return { subscription: await viewOf(deps.db, row) };
  if (card.cardNumber === DEMO_DECLINED_CARD)
    throw new AppError('unprocessable', DEMO_CARD_DECLINED_MESSAGE, { cardNumber: DEMO_CARD_DECLINED_MESSAGE });
  const done = await deps.db.transaction((tx) => completeCheckout(deps, tx, row.id, sessionId, new Date()));
  if (done) deps.mailer.kick();
  return { subscription: await viewOf(deps.db, done?.row ?? (await findSubscriptionById(deps.db, row.id))!) };
}
