import type { AccountRole } from '@dugout/domain/access';
import {
  adminMessages,
  changesOwnAccessAway,
  countByDivision,
  fillWeeks,
  scoreDistribution,
  type AdminJob,
  type AdminUserUpdate,
  type WeightRow,
  type whiteLabelSchema,
} from '@dugout/domain/admin';
import { AppError } from '@dugout/domain/shared';
import type { z } from 'zod';
import type { whiteLabelProperties } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps-types.ts';
import { clearBrandingCache } from '../branding/index.ts';
import { listRequests } from '../organizations/index.ts';
import {
  ADMIN_PAGE_SIZE,
  listOrganizationsWithCounts,
  listOutbox,
  listSupportRequests,
  listTeams,
  listWhiteLabels,
  loadHeights,
  loadWeights,
  reportData,
  searchUsers,
} from './admin.repo.ts';
import {
  deleteWhiteLabel,
  findUser,
  insertWhiteLabel,
  setSupportRequestStatus,
  updateUserAccess,
  updateWhiteLabel,
  whiteLabelDomainTaken,
} from './admin-actions.repo.ts';
import { requeueFailedMail } from '../../services/mail/outbox.repo.ts';
import { withoutLinkTokens } from '../../services/mail/redact.ts';
import { listJobs } from '../../services/jobs/queue.ts';
import { rescoreStatus } from './rescore-job.ts';

/**
 * The admin area's work (docs/decisions/0009-site-administration.md): the routes in admin.routes.ts declare and
 * authorize, these functions read and change through the repos and shape the answers. Product rules (an admin may not
 * disable or demote themself) are the domain's.
 */

type WhiteLabelFields = z.output<typeof whiteLabelSchema>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const whiteLabelView = (r: typeof whiteLabelProperties.$inferSelect) => ({
  id: r.id,
  domain: r.domain,
  logoUrl: r.logoUrl,
  appName: r.appName,
  isActive: r.isActive,
});

// Users: search, role change, disable / enable (a disabled user's sessions end at once).
export async function searchAdminUsers(
  deps: Pick<AppDeps, 'db'>,
  query: { q: string; role?: AccountRole; page: number },
) {
  const { rows, total } = await searchUsers(deps.db, query.q, query.role, query.page);
  return {
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
    users: rows.map((u) => ({
      ...u,
      role: u.role as AccountRole,
      createdAt: u.createdAt.toISOString(),
      lastLoginAt: iso(u.lastLoginAt),
    })),
  };
}

export async function changeUserAccess(
  deps: Pick<AppDeps, 'db'>,
  actorId: string,
  id: string,
  change: AdminUserUpdate,
) {
  const user = await findUser(deps.db, id);
  if (!user) throw new AppError('not_found', adminMessages.userNotFound);
  if (changesOwnAccessAway(actorId, id, change)) throw new AppError('invalid_input', adminMessages.cannotChangeSelf);
  const after = await updateUserAccess(deps.db, id, { role: change.role, disabled: change.disabled });
  return { ...after, role: after.role as AccountRole };
}

export async function adminTeams(deps: Pick<AppDeps, 'db'>) {
  return { teams: (await listTeams(deps.db)).map((t) => ({ ...t, createdAt: t.createdAt.toISOString() })) };
}

export async function adminOrganizations(deps: Pick<AppDeps, 'db'>) {
  return { organizations: await listOrganizationsWithCounts(deps.db) };
}

export async function adminOrganizationRequests(deps: Pick<AppDeps, 'db'>) {
  return { requests: await listRequests(deps.db, {}) };
}

// White-label properties (the header logo per host); every change clears the branding cache.
export async function whiteLabels(deps: Pick<AppDeps, 'db'>) {
  return { properties: (await listWhiteLabels(deps.db)).map(whiteLabelView) };
}

export async function addWhiteLabel(deps: Pick<AppDeps, 'db' | 'cache'>, input: WhiteLabelFields) {
  if (await whiteLabelDomainTaken(deps.db, input.domain))
    throw new AppError('conflict', adminMessages.domainTaken, { domain: adminMessages.domainTaken });
  const row = await insertWhiteLabel(deps.db, input);
  await clearBrandingCache(deps);
  return whiteLabelView(row);
}

export async function editWhiteLabel(deps: Pick<AppDeps, 'db' | 'cache'>, id: string, input: WhiteLabelFields) {
  const row = await updateWhiteLabel(deps.db, id, input);
  if (!row) throw new AppError('not_found', 'Not found');
  await clearBrandingCache(deps);
  return whiteLabelView(row);
}

export async function removeWhiteLabel(deps: Pick<AppDeps, 'db' | 'cache'>, id: string) {
  if (!(await deleteWhiteLabel(deps.db, id))) throw new AppError('not_found', 'Not found');
  await clearBrandingCache(deps);
  return { ok: true as const };
}

export async function supportRequests(deps: Pick<AppDeps, 'db'>) {
  return {
    requests: (await listSupportRequests(deps.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function setSupportStatus(deps: Pick<AppDeps, 'db'>, id: string, status: 'open' | 'closed') {
  const row = await setSupportRequestStatus(deps.db, id, status);
  if (!row) throw new AppError('not_found', 'Not found');
  return row;
}

/** The outbox as an admin sees it: link tokens left out of the text (services/mail/redact.ts). */
export async function outbox(deps: Pick<AppDeps, 'db'>) {
  return {
    mail: (await listOutbox(deps.db)).map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: withoutLinkTokens(m.text),
      kind: m.kind,
      status: m.status,
      attempts: m.attempts,
      error: m.error,
      nextAttemptAt: m.status === 'queued' ? m.nextAttemptAt.toISOString() : null,
      sentAt: m.sentAt?.toISOString() ?? null,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

export async function retryMail(deps: Pick<AppDeps, 'db' | 'mailer'>, id: string) {
  const row = await requeueFailedMail(deps.db, id);
  if (!row) throw new AppError('conflict', adminMessages.mailNotFailed);
  deps.mailer.kick();
  return row;
}

export async function adminJobs(deps: Pick<AppDeps, 'db'>) {
  return {
    jobs: (await listJobs(deps.db)).map((j) => ({
      id: j.id,
      kind: j.kind,
      status: j.status as AdminJob['status'],
      done: j.progress.done ?? 0,
      total: j.progress.total ?? 0,
      attempts: j.attempts,
      error: j.lastError,
      createdAt: j.createdAt.toISOString(),
      startedAt: j.startedAt?.toISOString() ?? null,
      finishedAt: j.finishedAt?.toISOString() ?? null,
    })),
  };
}

// Scoring tables (docs/decisions/0014-scoring-tables.md); saving one is replaceScoringTable in rescore-job.ts.
export async function scoringTables(deps: Pick<AppDeps, 'db'>) {
  const [weights, heights] = await Promise.all([loadWeights(deps.db), loadHeights(deps.db)]);
  // Stored rows passed the same row schemas on the way in (weightsUpdateSchema / heightsUpdateSchema).
  return { weights: weights as WeightRow[], heights, rescore: await rescoreStatus(deps.db), rescoreAvailable: true };
}

export async function adminReports(deps: Pick<AppDeps, 'db'>) {
  const d = await reportData(deps.db);
  return {
    signUpsPerWeek: fillWeeks(d.signUps),
    submissionsPerWeek: fillWeeks(d.submissions),
    commitmentsPerWeek: fillWeeks(d.commitments),
    scoreDistribution: scoreDistribution(d.scores),
    commitmentsByDivision: countByDivision(d.divisions),
  };
}
