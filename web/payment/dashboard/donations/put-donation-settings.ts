import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { DonationSettings } from '../shared/types';

/** Replaces the given parts of a mount location's settings. */
export function putDonationSettings(mountLocation: string, body: { livemode: boolean; settings: DonationSettings['settings'] }): Promise<DonationSettings> {
  return api<DonationSettings>(`/api/settings/${encodeURIComponent(mountLocation)}`, { method: 'PUT', body });
}

export function useUpdateDonationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ mountLocation, ...body }: { mountLocation: string; livemode: boolean; settings: DonationSettings['settings'] }) =>
      putDonationSettings(mountLocation, body),
    onSuccess: () => invalidateResources(client, 'settings'),
  });
}
