import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileLinkSchema, publicProfileMessages as msg, type ProfileLink } from '@dugout/domain/public-profile';
import { okResponseSchema } from '@dugout/domain/shared';
import { toast } from '@/lib/toast';
import { api } from '@/lib/api';
import { trackerKeys } from './keys';

/** POST: the school's live tracked link of the player's profile, made when there is none (docs/decisions/0067). */
export const makeProfileLink = (trackerId: string) =>
  api('POST', `/api/tracker/${trackerId}/profile-link`, profileLinkSchema);
export const revokeProfileLink = (trackerId: string) =>
  api('DELETE', `/api/tracker/${trackerId}/profile-link`, okResponseSchema);

/**
 * Copies `url` to the clipboard. With the url still to come (the link is being made), a ClipboardItem given the
 * promise keeps the click's user activation (Safari refuses a write made after an await); without ClipboardItem, the
 * url is written once it is there.
 */
async function copyToClipboard(url: string | Promise<string>): Promise<void> {
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  if (typeof url !== 'string' && typeof ClipboardItem !== 'undefined' && clipboard.write) {
    const blob = url.then((u) => new Blob([u], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  await clipboard.writeText(await url);
}

/**
 * 'Copy profile link for {school}': makes the link first if the row has none, copies its url, and toasts once the
 * server has answered (and the copy is done). The tracker re-reads after it. A failed copy keeps the link (it was
 * made) and says to copy it by hand: the row shows the url then. A refusal is shown in the row.
 */
export function useCopyProfileLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ trackerId, link }: { trackerId: string; link: ProfileLink | null }) => {
      const made = link ? Promise.resolve(link) : makeProfileLink(trackerId);
      try {
        await copyToClipboard(link ? link.url : made.then((l) => l.url));
      } catch {
        const l = await made; // a server error surfaces as itself, not as a copy failure
        return { link: l, copied: false };
      }
      return { link: await made, copied: true };
    },
    onSuccess: ({ copied }) => {
      if (copied) toast.success(msg.linkCopied);
      else toast.error(msg.linkCopyFailed);
    },
    // a refusal (no public profile yet, not your school) is shown in the row (ProfileLinkRow), where it happened
    onSettled: () => qc.invalidateQueries({ queryKey: trackerKeys.all }),
  });
}

/** 'Revoke link': the link stops counting opens at once; the tracker re-reads. */
export function useRevokeProfileLink() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: revokeProfileLink,
    onSuccess: () => toast.success(msg.linkRevoked),
    onError: (err) => toast.error('Error', { description: err.message }),
    onSettled: () => qc.invalidateQueries({ queryKey: trackerKeys.all }),
  });
}
