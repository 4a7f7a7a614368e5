/** What other features may call of families (docs/decisions/0060-families.md). */
export {
  guardiansSharedWithCoaches,
  guardiansSharedWithCoachesOfTeam,
  inviteGuardianFromTeam,
  mayShare,
  recordDateOfBirth,
  sharingOf,
} from './families.service.ts';
export { activeConsentsOfPlayer } from './families.repo.ts';
