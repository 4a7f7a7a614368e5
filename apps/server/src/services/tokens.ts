import { createHash, randomBytes } from 'node:crypto';

/**
 * Single-use links (team invitations, e-mail changes): 192 random bits in the link, only their SHA-256 in the
 * database, so a leaked table or backup opens nothing (docs/decisions/0039-email-change-confirmation.md).
 */
export const newLinkToken = () => randomBytes(24).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
