/**
 * E-mail addresses compare without regard to case or surrounding spaces: accounts store them lower-case and trimmed
 * (emailField), and so do invites; every comparison of two addresses goes through here.
 */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Whether two addresses are the same mailbox for Dugout (case and surrounding spaces ignored). */
export const sameEmail = (a: string, b: string): boolean => normaliseEmail(a) === normaliseEmail(b);
