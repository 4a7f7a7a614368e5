// The public surface of features/commitments: other features and the composition root import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { recordCommitment } from './commitments.service.ts';
export { commitmentsRoutes } from './commitments.routes.ts';
export { joinedCommitment, joinedCommitmentColumns } from './commitments.repo.ts';
