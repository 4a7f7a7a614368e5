import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  SILENT_ERROR_MESSAGE,
  trackerMessages,
  type ContactActionType,
  type UpdateContactActionInput,
  trackerEntryViewSchema,
} from '@dugout/domain/tracker';
import { api, ApiError } from '@/lib/api';
import { invalidateMySchools } from './keys';

export type UpdateContactActionVars = { trackerId: string; actionType: ContactActionType } & UpdateContactActionInput;

export const updateContactAction = ({ trackerId, actionType, ...body }: UpdateContactActionVars) =>
  api('PUT', `/api/tracker/${trackerId}/actions/${actionType}`, trackerEntryViewSchema, { body });

/** Toggle / update an action with the spec's toasts (silent 23514; not-owned message; other errors under the title). */
export function useUpdateContactAction() {
  const qc = useQueryClient();
  const refresh = () => invalidateMySchools(qc);
  return useMutation({
    mutationFn: updateContactAction,
    onSuccess: () => {
      toast.success(trackerMessages.actionUpdatedTitle, { description: trackerMessages.actionUpdatedDescription });
      return refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.message === SILENT_ERROR_MESSAGE) return void refresh();
      if (err instanceof ApiError && err.message === trackerMessages.notInTracker) {
        toast.error('Error', { description: trackerMessages.notInTracker });
        return void refresh();
      }
      toast.error(trackerMessages.actionUpdateFailedTitle, { description: err.message });
    },
  });
}
