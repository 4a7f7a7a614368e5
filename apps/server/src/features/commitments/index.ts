// The public surface of features/commitments: what other features may call; they import only this file
// (ARCHITECTURE.md, Server modules). Everything else in the folder is private to it.

export { recordCommitment } from './commitments.service.ts';
export { joinedCommitment, joinedCommitmentColumns } from './commitments.repo.ts';
