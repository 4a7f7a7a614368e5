import type { PublicProfileView } from '@dugout/domain/public-profile';

/** What the contact form shows: the values sent back with each field's error, or the thank-you after a send. */
export interface ContactFormState {
  values?: Record<string, string>;
  errors?: Record<string, string>;
  sent?: boolean;
}

/**
 * The contact form's HTML for the public page (escaped; no e-mail address or phone number of the player in it).
 * TODO(#29): stub until the contact form's owner lands it.
 */
export function renderContactForm(_view: PublicProfileView, _state: ContactFormState = {}): string {
  return '';
}

/** The form's progressive script (the college picker's suggestions); the page emits it once. */
export const contactFormScript = '';
