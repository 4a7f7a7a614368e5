export * from './errors/app-error.ts';
export * from './lists/index.ts';
export * from './access/roles.ts';
export * from './accounts/post-login.ts';
export * from './contracts/fields.ts';
export * from './contracts/auth.contract.ts';
export * from './contracts/support.contract.ts';
export * from './contracts/white-label.contract.ts';
export * from './format/index.ts';
export * from './access/team-policy.ts';
export * from './access/team-staff.ts';
export * from './tracker/contact-actions.ts';
export * from './tracker/tracker-messages.ts';
export * from './tracker/contact-log.ts';
export * from './tracker/tracker.contract.ts';
export * from './teams/team.contract.ts';
export * from './teams/players.ts';
export * from './teams/roster.contract.ts';
export * from './scoring/index.ts';
export * from './contracts/submission.contract.ts';
export * from './colleges/college.contract.ts';
export * from './colleges/badges.ts';
export * from './colleges/college-filters.ts';
export * from './roster/roster.ts';
export * from './imports/reference-import.ts';
export * from './colleges/profile.contract.ts';
export * from './organizations/organization.contract.ts';
export * from './organizations/admin-requests.ts';
export * from './profile/profile.contract.ts';
export * from './admin/admin.contract.ts';
export * from './admin/reports.ts';
export * from './notifications/notification.contract.ts';
export * from './winter-training/winter-training.contract.ts';
export * from './colleges/sources.ts';
export * from './colleges/college-search.ts';
export {
  apportion, apportionTenths, explainScore, explainTexts, clampToForm, applyChanges, whatIf, improvementSteps, suggestImprovements,
  formatGain, formatMeasurement,
  type ScorePart, type ScoreExplanation, type WhatIfField, type WhatIfChanges, type WhatIfResult, type ImprovementStep, type Improvement,
} from './scoring/explain.ts';
export {
  benchmarkLevels, benchmarkLevelLabels, fitPositionGroups, fitPositionGroupLabels, fitGroupOfPosition, fitGroupOfRosterPosition,
  benchmarkMetrics, benchmarkMetricInfo, benchmarkMetricsFor, defaultBenchmarkTable, benchmarkMessages, benchmarkTableSchema,
  benchmarkTexts, meetsMean, compareToBenchmarks, formatBenchmarkValue,
  type BenchmarkLevel, type FitPositionGroup, type BenchmarkMetric, type BenchmarkMetricInfo, type BenchmarkRow, type BenchmarkTable,
  type BenchmarkTableInput, type BenchmarkComparisonRow, type BenchmarkComparison,
} from './fit/benchmarks.ts';
export {
  powerFourConferences, isPowerFour, fitDivisions, fitDivisionLabels, fitDivisionOf, programLevel,
  type FitDivision, type ProgramLevel,
} from './fit/levels.ts';
export {
  fitPriorities, fitPriorityLabels, schoolControls, interviewRegions, interviewStateCodes, interviewMessages, interviewAnswersSchema,
  interviewSteps, interviewOptions, statesOfAnswers,
  type FitPriority, type SchoolControl, type InterviewAnswers, type InterviewFormValues, type InterviewField, type InterviewStep,
} from './fit/interview.ts';
export {
  positionNeedText, positionNeedReading, summarizeRoster, positionNeedOf, positionNeed,
  type PositionNeedReading, type PositionNeed, type RosterRowLike, type RosterGroupSummary, type RosterSummary,
} from './fit/position-need.ts';
export {
  fitPartKeys, fitPartLabels, FIT_LEVEL_MAX, fitBaseMax, priorityMultipliers, fitPartMaxes, fitTexts, distanceMiles, homeFromZip, schoolControlOf,
  levelFitFraction, rankPrograms, scorePrograms, whyNotHigher, fitFiltersSchema, filterFitResults,
  type FitProgram, type FitPlayer, type FitPartKey, type FitPart, type FitResult, type FitRankedProgram, type FitRanking, type FitFilters, type ZipPlace,
} from './fit/rank.ts';
export {
  contactRuleDivisions, contactRuleKinds, CONTACT_RULES_SOURCE, defaultContactRules, contactRuleMessages, contactRuleSchema,
  contactRulesUpdateSchema, contactCalendar,
  type ContactRuleDivision, type ContactRuleKind, type ContactRule, type ContactRulesUpdate, type ContactMilestone,
} from './fit/contact-calendar.ts';
export * from './subscriptions/subscriptions.ts';
export * from './subscriptions/subscription.contract.ts';
export {
  fitResultSchema, FIT_RESULTS_PAGE_SIZE, fitResultsQuerySchema, fitResultsResponseSchema, interviewResponseSchema, benchmarkTableResponseSchema,
  contactRulesResponseSchema, contactCalendarResponseSchema, positionNeedResponseSchema, scoringTableRowsSchema,
  type FitResultView, type FitResultsResponse,
} from './fit/contracts.ts';
