/**
 * The domain's public surface, by area (docs/decisions/0018-layers-and-modules.md): each area folder holds its
 * contract, rules, messages and policy; `shared/` the primitives (errors, fields, lists, formats). Every name is listed
 * explicitly: a new rule is exported here on purpose.
 */

// shared
export {
  AppError, type ErrorBody, type ErrorCode, errorStatus, isErrorBody, messages,
} from './shared/errors.ts';
export {
  findNulCharacter, inputMessages, INT4_MAX, isoDateField, isRealIsoDate, okResponseSchema, optionalText, positiveIntId,
} from './shared/fields.ts';
export {
  formatHeight, formatMoneyShort, formatPercent, formatShortDate, formatSixty, formatUsd, formatWeight, formatWinPct, fullName, stripAt, withHttps,
} from './shared/format.ts';
export {
  type Bats, batsOptions, DEFAULT_GRAD_YEAR, gradYearLabel, gradYearOptions, isPitcher, pitcherPositions, type Position, positions, POSTGRAD_YEAR, states, type SupportSubject, supportSubjects, type TeamType, teamTypes, type Throws, throwsOptions,
} from './shared/lists.ts';

// access
export {
  canAccessTeam, canEditPlayerSubmission, canViewPlayerData, isTeamAdministrator, isTeamStaff, teamAbilities, type TeamAbilities, type TeamAccessSnapshot,
} from './access/team-policy.ts';
export {
  canDecideStaffRequest, canRemoveStaff, coachJoinByCode, grantsTeamAccess, mayDecideStaff, playerJoinByCode, type StaffDecision, staffEntryActions, type StaffKind, type StaffStatus, staffStatusAfter, staffStatuses, teamStaffMessages,
} from './access/team-staff.ts';
export {
  trackerAbilities, type TrackerAbilities,
} from './access/tracker-policy.ts';
export {
  type AccountRole, accountRoles, type Actor, isCoachActor, isSiteAdmin, type SignUpAccountType, signUpAccountTypes,
} from './access/roles.ts';

// accounts
export {
  acceptInviteResultSchema, confirmationMessages, confirmEmailSchema, type CurrentUser, emailField, forgotPasswordSchema, type Me, meSchema, PASSWORD_MIN, passwordMessages, resendConfirmationSchema, resetPasswordSchema, type SignInInput, signInSchema, type SignUpInput, type SignUpResult, signUpResultSchema, signUpSchema,
} from './accounts/auth.contract.ts';
export {
  type PostLoginInput, postLoginPath,
} from './accounts/post-login.ts';

// profile
export {
  CA_POSTAL, canSearchHighSchools, HIGH_SCHOOL_DEBOUNCE_MS, HIGH_SCHOOL_LIMIT, HIGH_SCHOOL_MIN_CHARS, type HighSchool, highSchoolListSchema, highSchoolSchema, highSchoolSearchSchema, isValidPostalCode, type PasswordChangeInput, passwordChangeSchema, PHOTO_MAX_BYTES, PHOTO_TYPES, photoProblem, type Profile, type ProfileFormInput, profileFormSchema, type ProfileInput, profileMessages, profilePhotoResultSchema, type ProfileResponse, profileResponseSchema, profileSchema, type ProfileTeams, profileTeamsSchema, US_ZIP, wantsPasswordChange, type ZipLookupResult, zipLookupResultSchema, zipLookupSchema,
} from './profile/profile.contract.ts';

// branding
export {
  type Branding, brandingSchema,
} from './branding/white-label.contract.ts';

// support
export {
  subjectLabel, SUPPORT_MESSAGE_MIN, supportRequestCreatedSchema, type SupportRequestInput, supportRequestSchema,
} from './support/support.contract.ts';

// notifications
export {
  NOTIFICATION_LIST_LIMIT, type NotificationItem, type NotificationList, notificationListSchema, notificationSchema, safeNotificationLink, unreadBadge,
} from './notifications/notification.contract.ts';

// scoring
export {
  BMI_CLAMP, BMI_SCORED, bmiOf, bmiScore, buildScoringTables, dedupeSubmissions, DEFAULT_HEIGHT_TABLE_MAX, DEFAULT_HEIGHT_TABLE_MIN, DEFAULT_THROW_SCALE, defaultHeightScore, defaultHeightTable, defaultMetricWeights, defaultScoringTables, DUPLICATE_WINDOW_MS, eligiblePositions, EXIT_VELOCITY, exitScore, FASTBALL, fastballScore, fielderMetrics, finalizeScore, fitsStep, formatMph, formatPrice, formatRpm, formatScore, formatStrikePct, formatWeightShare, hasCompletedDashboard, HEIGHT_FALLBACK_MAX, HEIGHT_FALLBACK_MIN, HEIGHT_POINTS_PER_INCH_ABOVE, HEIGHT_POINTS_PER_INCH_BELOW, heightFallbackScore, heightScore, type HeightScoreRow, idealBmi, idealHeights, isCompletedPayment, isListedSubmission, isPosition, isStalePending, type MetricScore, metricsCountedFor, type MetricWeightRow, type NumberFieldRule, type PaymentStatus, paymentStatuses, PENDING_CLEANUP_DEFAULT_MS, PENDING_CLEANUP_SIGN_IN_MS, pickBestPosition, PITCHER_VELO_SPLIT, pitcherMetrics, type PositionScore, RELEVANT_WEIGHT, round1, SCORE_MAX, SCORE_MIN, scoreBadgeColor, type ScoreBadgeColor, scorePosition, scoreSubmission, scoreTier, type ScoreTier, scoreTiers, type ScoringInput, type ScoringMetric, scoringMetricLabels, scoringMetrics, type ScoringTables, SIXTY, sixtyScore, submissionFieldLabels, submissionFieldRules, submissionFieldsFor, type SubmissionFormValues, type SubmissionInput, submissionInputSchema, type SubmissionLifecycleFacts, submissionMessages, type SubmissionNumberField, type SubmissionScores, throwScore, throwVelocityRanges, toFiniteNumber, visibleSubmissions, type WeightCondition, weightConditions, weightsFor,
} from './scoring/index.ts';
export {
  apportion, apportionTenths, explainScore, explainTexts, clampToForm, applyChanges, whatIf, improvementSteps, suggestImprovements,
  formatGain, formatMeasurement,
  type ScorePart, type ScoreExplanation, type WhatIfField, type WhatIfChanges, type WhatIfResult, type ImprovementStep, type Improvement,
} from './scoring/explain.ts';
export {
  type CheckoutResult, checkoutResultSchema, type CheckoutSession, checkoutSessionSchema, type Dashboard, dashboardPlayerSchema, dashboardQuerySchema, dashboardSchema, type DemoCardInput, demoCardSchema, demoPaymentResultSchema, metricScoreSchema, type PaymentOption, paymentOptionSchema, type PaymentProviderId, paymentProviderIds, type Submission, submissionListSchema, submissionSchema, type SubmissionSummary, submissionSummarySchema, type SubmissionWithPayment, submissionWithPaymentSchema,
} from './scoring/submission.contract.ts';

// fit
export {
  benchmarkLevels, benchmarkLevelLabels, fitPositionGroups, fitPositionGroupLabels, fitGroupOfPosition, fitGroupOfRosterPosition,
  benchmarkMetrics, benchmarkMetricInfo, benchmarkMetricsFor, defaultBenchmarkTable, benchmarkMessages, benchmarkTableSchema,
  benchmarkTexts, meetsMean, compareToBenchmarks, formatBenchmarkValue,
  type BenchmarkLevel, type FitPositionGroup, type BenchmarkMetric, type BenchmarkMetricInfo, type BenchmarkRow, type BenchmarkTable,
  type BenchmarkTableInput, type BenchmarkComparisonRow, type BenchmarkComparison,
} from './fit/benchmarks.ts';
export {
  contactRuleDivisions, contactRuleKinds, CONTACT_RULES_SOURCE, defaultContactRules, contactRuleMessages, contactRuleSchema,
  contactRulesUpdateSchema, contactCalendar,
  type ContactRuleDivision, type ContactRuleKind, type ContactRule, type ContactRulesUpdate, type ContactMilestone,
} from './fit/contact-calendar.ts';
export {
  fitPartKeys, fitPartLabels, FIT_LEVEL_MAX, fitBaseMax, priorityMultipliers, fitPartMaxes, fitTexts, distanceMiles, homeFromZip, schoolControlOf,
  levelFitFraction, rankPrograms, scorePrograms, whyNotHigher, fitFiltersSchema, filterFitResults,
  type FitProgram, type FitPlayer, type FitPartKey, type FitPart, type FitResult, type FitRankedProgram, type FitRanking, type FitFilters, type ZipPlace,
} from './fit/rank.ts';
export {
  fitPriorities, fitPriorityLabels, schoolControls, interviewRegions, interviewStateCodes, interviewMessages, interviewAnswersSchema,
  interviewSteps, interviewOptions, statesOfAnswers,
  type FitPriority, type SchoolControl, type InterviewAnswers, type InterviewFormValues, type InterviewField, type InterviewStep,
} from './fit/interview.ts';
export {
  fitResultSchema, FIT_RESULTS_PAGE_SIZE, fitResultsQuerySchema, fitResultsResponseSchema, interviewResponseSchema, benchmarkTableResponseSchema,
  contactRulesResponseSchema, contactCalendarResponseSchema, positionNeedResponseSchema, scoringTableRowsSchema,
  type FitResultView, type FitResultsResponse,
} from './fit/contracts.ts';
export {
  positionNeedText, positionNeedReading, summarizeRoster, positionNeedOf, positionNeed,
  type PositionNeedReading, type PositionNeed, type RosterRowLike, type RosterGroupSummary, type RosterSummary,
} from './fit/position-need.ts';
export {
  powerFourConferences, isPowerFour, fitDivisions, fitDivisionLabels, fitDivisionOf, programLevel,
  type FitDivision, type ProgramLevel,
} from './fit/levels.ts';

// colleges
export {
  applyRosterFilter, averagesByPosition, byName, classOrder, classRank, dedupeRoster, displayPosition, hasPosition, normalizeClass, type PositionAverages, positionGroup, type PositionGroup, positionGroups, prepareRoster, type RawRosterEntry, rosterBreakdown, type RosterBreakdown, type RosterClass, type RosterEntryLike, type RosterFilter, rosterFilterTitle, type RosterPlayer, rosterTexts, sortClasses, UNKNOWN_CLASS,
} from './colleges/roster.ts';
export {
  campusSettingOf, campusSettingOfLocale, campusSettings, collegeTypeLabel, regionNames, regionOfState, schoolSizeOf, schoolSizes, selectivityLevels, selectivityOf, usRegions,
} from './colleges/college-filters.ts';
export {
  emptyPanelTexts, panelKind, type ProfileSources, profileSourcesSchema, shippedSources, type SourcedPanel, sourcedPanels, sourceLabel, type SourceRef, sourceRefSchema,
} from './colleges/sources.ts';
export {
  milesBetween, type SearchableCollege, searchCollegeList,
} from './colleges/college-search.ts';
export {
  type BadgeColor, climateValue, commitBadgeColor, commitBadgeLabel, commitBadges, commitPositions, fieldTexts, isValidImageUrl, precipitationLabel, showCount, temperatureLabel, transferBadgeColor, transferBadgeLabel,
} from './colleges/badges.ts';
export {
  type Climate, climateSchema, type CoachProfile, coachProfileSchema, collegeControls, collegeIdParamSchema, collegeNameAliases, type CollegeProfile, collegeProfileSchema, type CollegeSearchFilters, type CollegeSearchQuery, collegeSearchQuerySchema, type CollegeSearchResponse, collegeSearchResponseSchema, type CollegeSearchRow, collegeSearchRowSchema, collegeSearchTerms, commitCountSchema, type FieldInfo, fieldInfoSchema, hasClimateData, hasFieldData, rosterPlayerSchema, type School, schoolSchema, SEARCH_PAGE_SIZE, searchDivisionLabels, searchDivisions, searchSortLabels, searchSorts, splitAssistantCoaches, TEAM_PLAYER_TOTAL_STEPS, teamPlayersQuerySchema, type TeamPlayersResponse, teamPlayersResponseSchema, type TeamSchoolPlayer, teamSchoolPlayerSchema,
} from './colleges/profile.contract.ts';
export {
  type CollegeDivision, collegeDivisions, collegeTexts, divisionFilterOptions, isCompleteSchoolOption, MOBILE_BREAKPOINT, PLAYER_LIST_MAX_HEIGHT, SCHOOL_DATA_CACHE_CONTROL, SCHOOL_DATA_FRESH_MS, SCHOOL_DATA_KEPT_MS, type SchoolOption, schoolOptionLabel, schoolOptionSchema, type SchoolOptionsQuery, schoolOptionsQuerySchema, type SchoolOptionsResponse, schoolOptionsResponseSchema, SEARCH_LIST_MAX_HEIGHT, sortSchoolOptions,
} from './colleges/college.contract.ts';

// reference-data
export {
  academicsRowSchema, checkHeader, climateRowSchema, coachRowSchema, commitCountRowSchema, type DataHealth, dataHealthColumns, dataHealthLabels, dataHealthSchema, fieldRowSchema, heightInches, highSchoolRowSchema, type ImportJob, importJobSchema, type ImportReport, importReportSchema, type ImportRun, importRunListSchema, importRunSchema, jobKindLabels, jobStatuses, jobStatusLabels, type ParsedRow, parseReferenceRow, presentFields, REFERENCE_IMPORT_MAX_BYTES, type ReferenceKind, referenceKindLabels, referenceKinds, referenceKindSchema, type ReferenceRow, requiredColumns, rosterClassOf, rosterRowSchema, schoolRowSchema, transferRowSchema, zipCodeRowSchema,
} from './reference-data/reference-import.ts';

// tracker
export {
  actionProgress, contactActionLabel, type ContactActionLike, type ContactActionType, contactActionTypes, contactActionTypeValues, countOffers, hasOffer, INACTIVITY_DAYS, isInactive, lastActivity, nextStep, orderedActions, RECENT_TRACKER_LIMIT, recentTrackers, resolveCompletedDate,
} from './tracker/contact-actions.ts';
export {
  contactActionTypeSchema, type ContactActionView, contactLogListSchema, type ContactLogView, contactLogViewSchema, trackerActionViewSchema, type TrackerEntryView, trackerEntryViewSchema, type TrackerView, trackerViewSchema, type UpdateContactActionInput, updateContactActionSchema, type UpdateTrackerInfoInput, updateTrackerInfoSchema,
} from './tracker/tracker.contract.ts';
export {
  trackerMessages,
} from './tracker/tracker-messages.ts';
export {
  type AddSchoolCheckInput, type AddSchoolFailure, addSchoolFailureFromDbCode, type AddSchoolInput, addSchoolSchema, checkAddSchool, SILENT_ERROR_MESSAGE,
} from './tracker/add-school.ts';
export {
  type ContactLogInput, contactLogMessages, contactLogSchema, type ContactMethod, contactMethods, DEFAULT_CONTACT_METHOD, emptyContactLog, sortContactLogs,
} from './tracker/contact-log.ts';

// teams
export {
  acceptInviteSchema, type AddPlayerInput, addPlayerSchema, collegeRowTone, COMMITMENT_PROFILE_SYNC_SKIPPED, commitmentSchema, defaultGraduationYear, IMPORT_MAX_ROWS, IMPORT_PREVIEW_ROWS, IMPORT_TEMPLATE_FILE, importColumns, importMessages, type ImportPlayer, importPlayerSchema, importPlayersSchema, importTemplateCsv, INVITE_LIFETIME_DAYS, inviteMailLabel, inviteMailLabels, type InviteMailStatus, inviteMessages, inviteState, type InviteState, isCsvFileName, makeAddPlayerSchema, type NewPlayer, parseImportRows, rateMemberSchema, ratingFailure, type RatingKind, ratingKindLabels, ratingKinds, ratingLabel, ratingLabels, ratingToast, ratingTone, type RatingTone, rosterStatus, sortRows, validateImportPlayers,
} from './teams/players.ts';
export {
  canSaveSubmissionEdit, changedSubmissionFields, collegeInteractionSchema, type CommitmentResult, commitmentResultSchema, type CommitmentView, commitmentViewSchema, contactActionViewSchema, type EditableSubmissionField, editableSubmissionFields, type EditSubmissionInput, editSubmissionSchema, followedCollegeSchema, importPlayersResultSchema, type InviteView, inviteViewSchema, type PlayerCollegeSummary, playerCollegeSummarySchema, type PlayerProfile, playerProfileSchema, submissionFieldStep, type SubmissionRow, submissionRowSchema, type TeamInvite, teamInviteSchema, type TeamMemberRow, teamMemberRowSchema, type TeamPlayers, teamPlayersSchema, type TeamRoster, type TeamRosterPlayer, teamRosterPlayerSchema, teamRosterSchema,
} from './teams/roster.contract.ts';
export {
  checkLogoFile, type CoachEntry, coachEntrySchema, coachRoleLabel, CODE_ALPHABET, codeEntropyBits, type CreateTeamInput, createTeamSchema, createTeamStep1Schema, generateTeamCode, type JoinTeamResult, joinTeamResultSchema, joinTeamSchema, LOGO_MAX_BYTES, LOGO_NOT_IMAGE, LOGO_TOO_LARGE, LOGO_TOO_LARGE_WIZARD, logoImageTypes, mergeTeamLists, type MyTeams, myTeamSchema, myTeamsSchema, organizationCodeSchema, randomCode, staffDecisionSchema, staffResultSchema, TEAM_CODE_CHECK_DEBOUNCE_MS, TEAM_CODE_MAX, TEAM_CODE_RANDOM_CHARS, TEAM_COST, TEAM_CREATED_REDIRECT_MS, TEAM_MAX_PLAYERS, TEAM_NOT_FOUND, TEAM_WIZARD_STEPS, teamAbilitiesSchema, type TeamCodeCheck, teamCodeCheckSchema, teamCodeField, type TeamDetail, teamDetailSchema, teamLogoResultSchema, type TeamSummary, teamSummarySchema, type UpdateTeamInput, updateTeamSchema,
} from './teams/team.contract.ts';

// organizations
export {
  canCreateOrganization, canManageOrganization, generateOrganizationCode, type JoinOrganizationResult, joinOrganizationResultSchema, joinOrganizationSchema, mayRequestOrganization, memberOfLabel, type MyOrganizationRequests, myOrganizationRequestsSchema, ORGANIZATION_CODE_LENGTH, organizationAbilities, type OrganizationAbilities, organizationAdminDecisionResultSchema, organizationAdminDecisionSchema, type OrganizationAdminRequestView, organizationAdminRequestViewSchema, type OrganizationDetail, organizationDetailSchema, type OrganizationInput, organizationListSchema, type OrganizationManagement, organizationManagementSchema, organizationMessages, organizationRequestCreatedSchema, type OrganizationRequestInput, organizationRequestListSchema, organizationRequestSchema, type OrganizationRequestStatus, organizationRequestStatuses, type OrganizationRequestView, organizationRequestViewSchema, organizationSchema, type OrganizationSummary, organizationSummarySchema, requestDecisionSchema, requestStatusLabel, requestStatusTone, showRequestToJoinOrganization,
} from './organizations/organization.contract.ts';
export {
  canDecideOrganizationAdminRequest, canRedeemOrganizationCode, organizationAdminMessages, type OrganizationAdminRequestStatus, organizationAdminRequestStatuses, organizationRedeemOutcome,
} from './organizations/admin-requests.ts';

// subscriptions
export {
  activate, addInterval, audienceLabels, cancel, effectiveStatus, endNow, type FundingFacts, intervalLabels, intervalUnit, isFreePlan, isFundingLapsed, isSubscriptionCurrent, isTeamSubscriptionCurrent, MAX_PLAN_PRICE_CENTS, parsePriceDollars, type PlanAudience, planAudiences, type PlanFacts, type PlanInterval, planIntervals, planPriceCentsSchema, type PlanUpdateInput, planUpdateSchema, renew, subscriptionAbilities, type SubscriptionFacts, subscriptionMessages, type SubscriptionStatus, subscriptionStatuses, subscriptionStatusLabels, SubscriptionTransitionError,
} from './subscriptions/subscriptions.ts';
export {
  type Plan, planListSchema, planResponseSchema, planSchema, type SubscriptionCheckoutInput, type SubscriptionCheckoutResult, subscriptionCheckoutResultSchema, subscriptionCheckoutSchema, type SubscriptionDemoSession, subscriptionDemoSessionSchema, subscriptionListSchema, subscriptionResponseSchema, subscriptionSchema, type SubscriptionView,
} from './subscriptions/subscription.contract.ts';

// winter-training
export {
  futureDateMessage, isFutureDate, latestPerUser, type TeamWinterTraining, teamWinterTrainingSchema, winterTrainingEntrySchema, type WinterTrainingInput, winterTrainingListSchema, type WinterTrainingRow, winterTrainingRowSchema,
} from './winter-training/winter-training.contract.ts';

// admin
export {
  type AdminJob, adminJobListSchema, adminJobSchema, type AdminMail, adminMailSchema, adminMessages, type AdminOrganization, adminOrganizationListSchema, adminOrganizationSchema, adminOutboxSchema, type AdminScoringTables, adminScoringTablesSchema, adminStatusResultSchema, type AdminSupportRequest, adminSupportRequestListSchema, adminSupportRequestSchema, type AdminTeam, adminTeamListSchema, adminTeamSchema, type AdminUser, type AdminUserPage, adminUserPageSchema, adminUserQuerySchema, adminUserSchema, type AdminUserUpdate, adminUserUpdatedSchema, adminUserUpdateSchema, HEIGHT_MAX, HEIGHT_MIN, heightProblems, type HeightRow, heightRowSchema, heightsUpdateSchema, type RescoreStatus, rescoreStatusSchema, scoringTableSavedSchema, WEIGHT_TOLERANCE, weightGroupLabel, weightProblems, type WeightRow, weightRowSchema, weightsUpdateSchema, type WhiteLabel, type WhiteLabelInput, whiteLabelListSchema, whiteLabelSchema, whiteLabelViewSchema,
} from './admin/admin.contract.ts';
export {
  type AdminReports, adminReportsSchema, countByDivision, countPerWeek, fillWeeks, scoreDistribution, toCsv, weekStart,
} from './admin/reports.ts';
