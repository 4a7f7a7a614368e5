// The public surface of features/teams: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { loadMember } from './players.service.ts';
export { activeMembers, findTeam, teamScreenData, teamsOfCoach, visibleSubmissionsOf } from './teams.repo.ts';
export { teamsRoutes } from './teams.routes.ts';
export { playersRoutes } from './players.routes.ts';
