import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  SILENT_ERROR_MESSAGE,
  trackerMessages,
  type AddSchoolInput,
  trackerEntryViewSchema,
} from '@dugout/domain/tracker';
import { api, ApiError } from '@/lib/api';
import { invalidateMySchools } from './keys';

export const addSchool = (input: AddSchoolInput) =>
  api('POST', '/api/tracker', trackerEntryViewSchema, { body: input });

/** Duplicate-refresh delay after a duplicate add (docs/spec/part-2-colleges-tracker-scoring.md §9). */
const DUPLICATE_REFRESH_MS = 1000;

/** Add a school with the spec's toasts: success, each error of the catalogue, silent 23514, refresh after a duplicate. */
export function useAddSchool() {
  const qc = useQueryClient();
  const refresh = () => invalidateMySchools(qc);
  return useMutation({
    mutationFn: addSchool,
    onSuccess: () => {
      toast.success(trackerMessages.addedTitle, { description: trackerMessages.addedDescription });
      return refresh();
    },
    onError: (err) => {
      if (err instanceof ApiError && err.message === SILENT_ERROR_MESSAGE) return void refresh();
      if (err instanceof ApiError && err.message === trackerMessages.duplicate) {
        toast.error('Error', { description: trackerMessages.duplicate });
        setTimeout(() => void refresh(), DUPLICATE_REFRESH_MS);
        return;
      }
      const known = err instanceof ApiError && err.status > 0 && err.status < 500;
      toast.error('Error', { description: known ? err.message : trackerMessages.addFailed });
    },
  });
}
