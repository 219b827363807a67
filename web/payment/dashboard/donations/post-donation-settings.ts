import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useLivemode } from '../../../lib/livemode';
import { dashboardKey } from '../shared/query-keys';
import type { DonationSettings } from '../shared/types';

export type DonationSettingsRequest = {
  mountLocation: string;
  type: 'donate';
  livemode: boolean;
  active: boolean;
  settings: DonationSettings['settings'];
};

/** Gets the donation settings of a mount location, creating them with `settings` on first use. */
export function postDonationSettings(body: DonationSettingsRequest, signal?: AbortSignal): Promise<DonationSettings> {
  return api<DonationSettings>('/api/settings', { method: 'POST', body, signal });
}

/** Spec §9: the answer is kept for an hour; changes made here refresh it. */
const SETTINGS_CACHE_MS = 60 * 60 * 1000;

/** `livemode` defaults to the page's mode; a tip page uses its session's. */
export function useDonationSettings(mountLocation: string, initial: DonationSettings['settings'] | null, livemodeOverride?: boolean) {
  const pageLivemode = useLivemode();
  const livemode = livemodeOverride ?? pageLivemode;
  return useQuery({
    queryKey: dashboardKey('settings', livemode, 'donation', mountLocation),
    queryFn: ({ signal }) => postDonationSettings({ mountLocation, type: 'donate', livemode, active: true, settings: initial ?? {} }, signal),
    enabled: !!mountLocation && initial !== null,
    staleTime: SETTINGS_CACHE_MS,
  });
}
