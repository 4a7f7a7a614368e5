/** Every word the families feature says (docs/decisions/0060-families.md); screens and routes read them from here. */
export const familyMessages = {
  dobRequired: 'Date of birth is required',
  dobInvalid: 'Please enter a valid date of birth',
  dobFuture: 'Date of birth cannot be in the future',
  under13:
    'Thanks for your interest in Dugout! Players need to be 13 or older to have an account. We would love to see you back on your 13th birthday — until then, a parent or coach can follow along for you.',
  playerNotFound: 'Player not found',
  guardianMayNotEdit: "Your player hasn't allowed guardians to make changes.",
  sharingNeedsConsent:
    'A parent or guardian has to agree before your profile is shared with college coaches. Ask them to record their consent under Family.',
  linkNotFound: 'Family link not found',
  inviteNotAllowed: 'Only players and parents or guardians can link family accounts.',
  inviteSelf: 'You cannot invite yourself.',
  inviteExists: 'There is already a family link with this e-mail address.',
  inviteWrongAccount: 'That e-mail address belongs to an account that cannot be linked this way.',
  notAllowed: 'You cannot change this family link.',
  acceptNotAllowed: 'Only the invited person can accept this link.',
  consentNotAllowed: 'Only a linked parent or guardian can record consent.',
  consentNotMinor: 'Consent is only needed while the player is under 18.',
  consentNotFound: 'No active consent to revoke.',
  settingsSide: 'These settings belong to the other side of the link.',
  settingsEmpty: 'Choose a setting to change.',
  emailRequired: 'Please enter an e-mail address.',
} as const;
