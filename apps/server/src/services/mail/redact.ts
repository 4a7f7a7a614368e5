/**
 * Reset, confirmation and invitation links are single-use keys to an account. Once a message is sent, the outbox keeps
 * it with each link's token replaced by '…' (outbox-sender.ts, in the update that marks it sent), and the admin Outbox
 * shows every row that way (docs/decisions/0044-hostile-input-and-faults.md).
 */
export const LINK_TOKEN_PLACEHOLDER = '…';

/** `text` (plain or HTML) with the value of every `token=` query parameter replaced by the placeholder. */
export const withoutLinkTokens = (text: string) =>
  text.replace(/([?&](?:amp;)?token=)[^\s&"'<>]+/g, `$1${LINK_TOKEN_PLACEHOLDER}`);
