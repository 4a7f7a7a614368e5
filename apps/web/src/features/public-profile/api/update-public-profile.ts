import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  publicProfileSettingsSchema,
  type PublicProfileSettings,
  type PublicProfileUpdate,
} from '@dugout/domain/public-profile';
import { api } from '@/lib/api';
import { publicProfileKeys } from './keys';

/** The server's answer replaces the cached settings, then they are read again (the page's state is the server's). */
export function putSettings(qc: QueryClient, settings: PublicProfileSettings) {
  qc.setQueryData(publicProfileKeys.settings(), settings);
  return qc.invalidateQueries({ queryKey: publicProfileKeys.settings() });
}

/** PUT /api/public-profile: turn on or off, sections, videos, events, search engines (each field optional). */
export function useUpdatePublicProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (update: PublicProfileUpdate) =>
      api('PUT', '/api/public-profile', publicProfileSettingsSchema, { body: update }),
    onSuccess: (settings) => putSettings(qc, settings),
  });
}
