// The public surface of features/submissions: other features and the composition root import only this file
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
  createScoredSubmission,
  listVisibleSubmissions,
  PROVIDER_UNAVAILABLE,
  rescoreAllSubmissions,
  scoredColumns,
} from './submissions.service.ts';
export { submissionsRoutes } from './submissions.routes.ts';
