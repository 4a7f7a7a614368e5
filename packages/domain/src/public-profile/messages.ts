/** Every word the public profile says (docs/decisions/0065-public-profile.md); pages, screens and routes read them here. */
export const publicProfileMessages = {
  notFound: 'Profile not found',
  handleInvalid: 'Use 3–40 lowercase letters, digits or hyphens, starting and ending with a letter or digit.',
  handleTaken: 'That handle is taken. Try another.',
  handleReserved: 'That handle is reserved. Try another.',
  needsDateOfBirth: 'Add your date of birth under Profile before turning on your public profile.',
  needsConsent:
    'A parent or guardian has to agree before your profile is public. Ask them to record their consent under Family.',
  indexingAdultsOnly: 'Search engines may index a profile only once the player is 18.',
  videoUrl: 'Paste a YouTube, Vimeo or Hudl link.',
  videosMax: 'Add up to 6 highlight videos.',
  videoTitle: 'A video title is at most 80 characters.',
  linkNotFound: 'Profile link not found',
  linkNeedsProfile: 'Turn on your public profile first.',
  // The contact form on the public page
  contactName: 'Please enter your name.',
  contactSchool: 'Please choose your school from the list.',
  contactTitle: 'A title is at most 80 characters.',
  contactEmail: 'Please enter a valid e-mail address.',
  contactMessage: 'Please write a message (up to 2,000 characters).',
  contactTooFast: 'That was quick. Please check your message and send it again.',
  contactRateLimited: 'You just sent a message. Please wait a minute before sending another.',
  contactSent: 'Thank you — your message was sent to the player. They will reply from their own e-mail.',
  // The one-page PDF and the link-preview image (docs/decisions/0066-profile-documents.md)
  pdfTitle: 'Recruiting profile',
  pdfScan: 'Scan for the full profile',
  pdfCoachContact: 'Contact the coach through the form on the profile page.',
  pdfMoreOnPage: 'More on the profile page',
  pdfFooter: 'Made with Dugout. Sources as the player and their coaches recorded them.',
} as const;
