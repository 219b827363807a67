import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { invalidateResources } from '../shared/query-keys';
import type { DonationSettings } from '../shared/types';

/** Turns on settings that a page created inactive; owners and admins only. */
export function enableDonationSettings(id: string): Promise<DonationSettings> {
  return api<DonationSettings>(`/api/settings/${encodeURIComponent(id)}`, { method: 'PUT', body: { active: true } });
}

export function useEnableDonationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enableDonationSettings,
    onSuccess: () => invalidateResources(client, 'settings'),
  });
}
