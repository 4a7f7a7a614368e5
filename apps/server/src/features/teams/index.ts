// The public surface of features/teams: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { loadMember } from './players.service.ts';
export { activeMembers, findTeam, teamScreenData, teamsOfCoach, visibleSubmissionsOf } from './teams.repo.ts';
