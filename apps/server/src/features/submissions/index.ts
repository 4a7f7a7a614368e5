// The public surface of features/submissions: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { invalidateScoringTables, loadScoringTables, readScoringTableRows } from './scoring-tables.repo.ts';
export {
  fundingFactColumns,
  fundingSubscriptionJoin,
  findOwnSubmissionPayment,
  fundingTeamJoin,
  markFundingLapse,
  type SubmissionRow,
} from './submissions.repo.ts';
export {
  dropChangedVerifications,
  listVerificationsOf,
  verificationsOfPlayer,
  verificationsOfTeam,
  type VerificationRow,
} from './verifications.repo.ts';
export {
  createScoredSubmission,
  listVisibleSubmissions,
  rescoreAllSubmissions,
  scoredColumns,
} from './submissions.service.ts';
